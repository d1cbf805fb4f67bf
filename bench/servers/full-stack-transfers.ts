// The real app on PostgreSQL moving money: `POST /api/banking/transfers` (idempotent, double-entry,
// through the ledger) for the members of the transfer template (transfer-members.ts).
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { buildFullStackApp, serveMeasured } from './full-stack-app.ts';
import { copyTransferTemplate, transferServerSetting } from './transfer-members.ts';

const { adminUrl, templateName, dataDir } = transferServerSetting();
const url = await copyTransferTemplate(adminUrl, templateName);
const database = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
const { app } = await buildFullStackApp({ dataDir, database, databaseUrl: url, trustLoadGenerator: true });
await serveMeasured(app, 'full-stack-transfers');
