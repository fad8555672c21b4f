import { useTranslation } from 'react-i18next';
import { TeamCard } from './team-card';
import { hasSample } from '@verdalia/shared';
import { toTeamMembers } from './team-members';
import { Section } from '../../components/ui/section';
import './team.css';

/** The team intro and the grid of member flip cards. */
export function TeamSection() {
  const { t } = useTranslation('about');
  const { t: tTeam } = useTranslation('team');
  const members = toTeamMembers(tTeam('members', { returnObjects: true }));
  return (
    <Section
      block="team"
      heading={t('team', { returnObjects: true })}
      intro="header"
      introExtra={
        hasSample(members) ? <p className="team__note">{t('team.sampleNote')}</p> : undefined
      }
    >
      <ul className="plain-list team__grid">
        {members.map((member, index) => (
          <li key={member.id} className="team__item">
            <TeamCard member={member} tone={index % 2 === 0 ? 'blue' : 'green'} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
