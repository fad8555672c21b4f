import { useTranslation } from 'react-i18next';
import { FlipCard } from '../../components/ui/flip-card';
import { portraitSrc, type TeamMember } from './team-members';

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
          <img
            className="team-card__portrait"
            src={portraitSrc(member)}
            alt={t('team.portraitAlt', { name: member.name })}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
          />
          <div className="team-card__id">
            <h3 className="team-card__name">{member.name}</h3>
            <p className="team-card__position">{member.position}</p>
          </div>
        </>
      }
      back={
        <>
          <p className="team-card__back-name">{member.name}</p>
          <p className="team-card__back-position">{member.position}</p>
          <dl className="team-card__facts">
            <dt>{t('team.backgroundLabel')}</dt>
            <dd>{member.background}</dd>
            <dt>{t('team.specialtyLabel')}</dt>
            <dd>{member.specialty}</dd>
          </dl>
        </>
      }
    />
  );
}
