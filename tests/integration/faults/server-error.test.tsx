/** The fault matrix (matrix.tsx) for answers of 500: every declared screen, every service. */
import { faultMatrix } from './matrix.tsx';

faultMatrix('500');
