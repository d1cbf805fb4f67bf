// Post-office boxes and rural-route (RR) or highway-contract (HC) boxes, recognised in a cleaned line
// (see `cleanLine`). A PO box is never a home address; an RR or HC box is, when both numbers are there.
import type { AddressCode } from '@fernleaf/contract/address';

const poBoxPattern = /^(?:P ?O ?BOX|POST OFFICE BOX|POB)\b ?(.*)$/;
const routeBoxPattern = /^(RR|RURAL ROUTE|HC|HIGHWAY CONTRACT(?: ROUTE)?)\b ?(.*)$/;
const boxNumberPattern = /^[A-Z0-9-]+$/;

export interface BoxLine {
  codes: AddressCode[];
  standardized: string;
}

export function isPoBox(line: string): boolean {
  return poBoxPattern.test(line);
}

/** Undefined when the line is not a box of any kind. */
export function readBoxLine(line: string): BoxLine | undefined {
  const poBox = poBoxPattern.exec(line);
  if (poBox) {
    const number = poBox[1] ?? '';
    const codes: AddressCode[] = ['AS10'];
    if (number === '') codes.push('AE13');
    else if (!boxNumberPattern.test(number)) codes.push('AE12');
    return { codes, standardized: `PO BOX ${number}`.trim() };
  }
  const routeBox = routeBoxPattern.exec(line);
  if (!routeBox) return undefined;
  const kind = routeBox[1]?.startsWith('H') ? 'HC' : 'RR';
  const parts = /^(\d+)? ?(?:BOX ?(.*))?$/.exec(routeBox[2] ?? '');
  const route = parts?.[1];
  const box = parts?.[2];
  const standardized = [kind, route, box === undefined ? undefined : `BOX ${box}`.trim()].filter(Boolean).join(' ');
  // No route number, or a box number that is not one: the box cannot be found.
  if (!parts || !route || (box !== undefined && box !== '' && !boxNumberPattern.test(box))) {
    return { codes: ['AE12'], standardized: cleanRest(kind, routeBox[2] ?? '') };
  }
  if (box === undefined || box === '') return { codes: ['AE13'], standardized };
  return { codes: [], standardized };
}

function cleanRest(kind: string, rest: string): string {
  return `${kind} ${rest}`.trim();
}
