import { useTranslation } from 'react-i18next';
import { TeamCard } from './team-card';
import { toTeamMembers } from './team-members';
import { Section } from '../../components/ui/section';
import './team.css';

/** The team intro and the grid of member flip cards. */
export function TeamSection() {
  const { t } = useTranslation('about');
  const members = toTeamMembers(t('team.members', { returnObjects: true }));
  return (
    <Section
      block="team"
      heading={t('team', { returnObjects: true })}
      intro="header"
      introExtra={<p className="team__note">{t('team.sampleNote')}</p>}
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
