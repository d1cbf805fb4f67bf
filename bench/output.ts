// Where a bench run keeps what it produced beside the figures (profiles, Lighthouse reports, the
// figures of each part): bench/output/, ignored by git.
import path from 'node:path';

export const outputDir = path.join(import.meta.dirname, 'output');
