import { HeroCarousel } from '../../features/carousel/hero-carousel';
import { ClosingCta } from '../../features/home-sections/closing-cta';
import { IntroSection } from '../../features/home-sections/intro-section';
import { ParallaxBand } from '../../features/home-sections/parallax-band';
import { HowItWorks } from '../../features/how-it-works/how-it-works';
import { ServicesSection } from '../../features/services/services-section';
import { StatsSection } from '../../features/stats/stats-section';

export default function HomePage() {
  return (
    <>
      <HeroCarousel />
      <IntroSection />
      <StatsSection />
      <HowItWorks />
      <ParallaxBand />
      <ServicesSection />
      <ClosingCta />
    </>
  );
}
