import { siteConfig } from '../../config/site-config';
import { MailIcon, PhoneIcon } from './icons';

/** The company's phone and e-mail: icon, label (a `common` text), link and shown text. */
export const contactChannels = {
  phone: {
    Icon: PhoneIcon,
    labelKey: 'footer.phoneLabel',
    href: siteConfig.phone.href,
    text: siteConfig.phone.display,
  },
  email: {
    Icon: MailIcon,
    labelKey: 'footer.emailLabel',
    href: `mailto:${siteConfig.email}`,
    text: siteConfig.email,
  },
} as const;
