import { TranslatedHero } from '../../components/ui/translated-hero';
import { SemillaCta } from '../../features/semilla/semilla-cta';
import { SemillaIntro } from '../../features/semilla/semilla-intro';
import { SemillaLines } from '../../features/semilla/semilla-lines';
import { useDelayedScrollTop } from '../../hooks/use-delayed-scroll-top';

export default function SemillaPage() {
  useDelayedScrollTop();
  return (
    <>
      <TranslatedHero namespace="semilla" tone="green" />
      <SemillaIntro />
      <SemillaLines />
      <SemillaCta />
    </>
  );
}
