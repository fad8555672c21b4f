import { useEffect, type RefObject } from 'react';

/**
 * Calls onDismiss when the user presses outside every given element or presses Escape,
 * while `active` is true. Used by the mobile menu.
 */
export function useDismiss(
  refs: readonly RefObject<HTMLElement | null>[],
  active: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && refs.some((ref) => ref.current?.contains(target))) return;
      onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [refs, active, onDismiss]);
}
