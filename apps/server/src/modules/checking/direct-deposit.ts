import { maskedNumber } from '@fernleaf/contract/account-mask';
// What an employer needs to pay into the checking account. An employer cannot deposit to a masked
// number, so the whole account number is in the form and in revealed details: callers let those out
// only after a step-up check, with an audit row (decision 026). Otherwise the last four only.
import type { Db } from '../../db/client.ts';
import { findAddressesOf } from '../../identity/service.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { requireMember } from '../user/service.ts';
import { partnerBank } from './partner-bank.ts';
import type { CheckingAccountRow } from './repo.ts';

export async function directDepositDetails(
  db: Db,
  account: CheckingAccountRow,
  options: { fieldKey: Buffer; reveal: boolean },
) {
  const member = await requireMember(db, account.memberId);
  const details = detailsOf(account, `${member.firstName} ${member.lastName}`, options.fieldKey);
  return {
    ...details,
    accountNumber: options.reveal ? details.accountNumber : maskedNumber(account.accountNumberLast4),
    accountNumberLast4: account.accountNumberLast4,
  };
}

/** The form as base64 PDF bytes, rendered on each call: it is asked for rarely and takes milliseconds. */
export async function directDepositForm(
  db: Db,
  account: CheckingAccountRow,
  options: { fieldKey: Buffer; brandName: string; now: Date },
): Promise<string> {
  const memberId = account.memberId;
  const member = await requireMember(db, memberId);
  const details = detailsOf(account, `${member.firstName} ${member.lastName}`, options.fieldKey);
  const addresses = await findAddressesOf(db, memberId);
  // The address the card was issued to; another on file if that one was deleted since.
  const address = addresses.find((candidate) => candidate.id === account.addressId) ?? addresses[0];
  // Loaded on first use: the PDF library is 350 modules a start would otherwise load (decision 085).
  const { renderDirectDepositPdf } = await import('./render-direct-deposit-pdf.ts');
  const bytes = await renderDirectDepositPdf({
    brandName: options.brandName,
    holderName: details.accountHolder,
    addressLines: address
      ? [
          [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
          `${address.city}, ${address.state} ${address.postalCode}`,
        ]
      : [],
    bankName: details.bankName,
    routingNumber: details.routingNumber,
    accountNumber: details.accountNumber,
    accountType: details.accountType,
    generatedAt: options.now,
  });
  return Buffer.from(bytes).toString('base64');
}

function detailsOf(account: CheckingAccountRow, accountHolder: string, fieldKey: Buffer) {
  return {
    bankName: partnerBank.name,
    routingNumber: account.routingNumber,
    accountNumber: decryptField(fieldKey, account.accountNumberEncrypted),
    accountType: 'Checking' as const,
    accountHolder,
  };
}
