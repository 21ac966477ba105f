/** The fault matrix (matrix.tsx) for answers of 403: every declared screen, every service. */
import { faultMatrix } from './matrix.tsx';

faultMatrix('403');
