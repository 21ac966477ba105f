/** The fault matrix (matrix.tsx) for answers of timeout: every declared screen, every service. */
import { faultMatrix } from './matrix.tsx';

faultMatrix('timeout');
