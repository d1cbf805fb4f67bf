// Component tests wait for what the page shows (`findBy…`, `waitFor`), never for time. Testing
// Library gives up after 1 s by default; CI runs these beside the journeys and the PostgreSQL run on
// 2 cores (decision 050), where a first render alone can take longer. The limit only bounds a wait
// for a condition: a passing test returns as soon as the page shows it.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
