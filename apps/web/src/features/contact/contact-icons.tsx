import './contact-icons.css';

export type ContactIconName = 'paperclip' | 'building' | 'network' | 'chat' | 'send' | 'clock';

/** A decorative icon (see contact-icons.css); its size comes from the surrounding CSS. */
export function ContactIcon({ name, className }: { name: ContactIconName; className?: string }) {
  return (
    <span
      className={`contact-icon contact-icon--${name}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    />
  );
}
