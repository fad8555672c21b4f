import { useTranslation } from 'react-i18next';
import images from 'virtual:responsive-images';
import { FlipCard } from '../../components/ui/flip-card';
import { imageAt } from '../../components/ui/image-manifest';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import type { TeamMember } from './team-members';

/* The portrait's slot (team.css): 282 px in the desktop's four columns, a third and a half of
   the width below, min(80%, 20rem) in the phone's row. */
const portraitSizes =
  '(min-width: 1180px) 282px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, min(80vw, 320px)';

/** Front: portrait, name and position. Back: background and specialty. */
export function TeamCard({ member, tone }: { member: TeamMember; tone: 'blue' | 'green' }) {
  const { t } = useTranslation('about');
  return (
    <FlipCard
      className="team-card"
      tone={tone}
      title={member.name}
      front={
        <>
          {member.photo ? (
            <ResponsiveImage
              className="team-card__portrait"
              image={imageAt(images, member.photo)}
              alt={t('team.portraitAlt', { name: member.name })}
              sizes={portraitSizes}
              width={400}
              height={400}
            />
          ) : null}
          <svg
            className="team-card__hint"
            viewBox="0 0 24 24"
            width="28"
            height="28"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M12 7v10M7 12h10" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <div className="team-card__id">
            <h3 className="team-card__name">{member.name}</h3>
            <p className="caps-label team-card__position">{member.position}</p>
          </div>
        </>
      }
      back={
        <>
          <p className="team-card__back-name">{member.name}</p>
          <p className="caps-label team-card__back-position">{member.position}</p>
          <dl className="team-card__facts">
            <dt className="caps-label">{t('team.backgroundLabel')}</dt>
            <dd>{member.background}</dd>
            <dt className="caps-label">{t('team.specialtyLabel')}</dt>
            <dd>{member.specialty}</dd>
          </dl>
        </>
      }
    />
  );
}
