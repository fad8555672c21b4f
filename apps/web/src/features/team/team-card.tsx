import { useTranslation } from 'react-i18next';
import { FlipCard } from '../../components/ui/flip-card';
import type { TeamMember } from './team-members';

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
            <img
              className="team-card__portrait"
              src={member.photo}
              alt={t('team.portraitAlt', { name: member.name })}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
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
