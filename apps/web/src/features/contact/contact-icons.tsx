import { Icon } from '../../components/ui/icons';
import spriteUrl from './contact-icons.svg';
import './contact-icons.css';

export type ContactIconName = 'paperclip' | 'building' | 'network' | 'chat' | 'send' | 'clock';

/**
 * A decorative icon drawn from one external sprite (a hashed, cached file): the paths stay
 * out of the page's JavaScript, and the browser reads them after the first paint. CSS masks
 * with inline SVG data did the same job but parsed every icon as an SVG document inside the
 * page's first style recalc (~11 ms of main-thread CPU on the contact page). The size comes
 * from the surrounding CSS.
 */
export function ContactIcon({ name, className }: { name: ContactIconName; className?: string }) {
  return (
    <Icon className={`contact-icon${className ? ` ${className}` : ''}`} strokeWidth="1.8">
      <use href={`${spriteUrl}#${name}`} />
    </Icon>
  );
}
