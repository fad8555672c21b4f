import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { hydrate } from './app/hydrate';

// Built pages load this entry through entry-boot.ts, after their first paint; Vite's dev
// server loads it directly (index.html).
void hydrate();
