// The server's entry (`npm start`, `npm run serve`): sets how modules load before any of the
// server's is imported (module-loading.ts), then starts it (start-server.ts).
import { prepareModuleLoading } from './module-loading.ts';

prepareModuleLoading();
await import('./start-server.ts');
