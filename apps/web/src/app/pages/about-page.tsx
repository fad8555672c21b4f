import { AboutCta } from '../../features/about/about-cta';
import { AboutHero } from '../../features/about/about-hero';
import { AboutHistory } from '../../features/about/about-history';
import { MissionVision } from '../../features/about/mission-vision';
import { TeamSection } from '../../features/team/team-section';

export default function AboutPage() {
  return (
    <>
      <AboutHero />
      <AboutHistory />
      <MissionVision />
      <TeamSection />
      <AboutCta />
    </>
  );
}
