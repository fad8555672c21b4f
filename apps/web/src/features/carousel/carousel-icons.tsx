import { Icon, type IconProps } from '../../components/ui/icons';

// Smaller and bolder than the site's default line icons, to read well over the slides.
const carouselIcon = { width: '20', height: '20', strokeWidth: '2.2' } as const;

export function PauseIcon(props: IconProps) {
  return (
    <Icon {...carouselIcon} {...props}>
      <path d="M9 6v12M15 6v12" />
    </Icon>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...carouselIcon} {...props}>
      <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
    </Icon>
  );
}
