import { describe, expect, it } from 'vitest';
import { leadOf, parseAffiliateDetails } from './affiliate-details';

const leadUuid = '1ead0000-0000-4000-8000-000000000002';

describe('parseAffiliateDetails', () => {
  it('reads all five details of a landing URL', () => {
    const search = `?leadGenTransactionId=lg-77812&leadUuid=${leadUuid}&offerId=HC-PL-1000&phone=(215)%20555-0101&utmSource=harborcompare`;
    expect(parseAffiliateDetails(search)).toEqual({
      leadGenTransactionId: 'lg-77812',
      leadUuid,
      offerId: 'HC-PL-1000',
      phone: '2155550101',
      utmSource: 'harborcompare',
    });
  });

  it('answers null for a query string without any detail', () => {
    expect(parseAffiliateDetails('')).toBeNull();
    expect(parseAffiliateDetails('?referralCode=AVERY2026&utm_campaign=spring')).toBeNull();
    expect(parseAffiliateDetails('?leadUuid=&offerId=%20')).toBeNull();
  });

  it('keeps the details that are there and marks the rest absent', () => {
    expect(parseAffiliateDetails('?leadGenTransactionId=lg-1&utm_source=BrightPath')).toEqual({
      leadGenTransactionId: 'lg-1',
      leadUuid: null,
      offerId: null,
      phone: null,
      utmSource: 'brightpath',
    });
  });

  it('leaves out a value that breaks its rule rather than trusting it', () => {
    const details = parseAffiliateDetails(
      '?leadUuid=not-a-uuid&offerId=HC%20PL&phone=12345&utmSource=%3Cscript%3E&leadGenTransactionId=ok-1',
    );
    expect(details).toEqual({
      leadGenTransactionId: 'ok-1',
      leadUuid: null,
      offerId: null,
      phone: null,
      utmSource: null,
    });
  });

  it('normalises what it keeps: the lead id in lower case, the phone as ten digits without the country code', () => {
    const details = parseAffiliateDetails(`?leadUuid=${leadUuid.toUpperCase()}&phone=%2B1%20215-555-0101`);
    expect(details?.leadUuid).toBe(leadUuid);
    expect(details?.phone).toBe('2155550101');
  });

  it('prefers utmSource to utm_source when a link has both', () => {
    expect(parseAffiliateDetails('?utm_source=other&utmSource=harborcompare')?.utmSource).toBe('harborcompare');
  });
});

describe('leadOf', () => {
  it('needs the lead, the partner and the offer', () => {
    const details = parseAffiliateDetails(`?leadUuid=${leadUuid}&offerId=HC-PL-1000&utmSource=harborcompare`);
    expect(leadOf(details)).toEqual({ leadUuid, offerId: 'HC-PL-1000', utmSource: 'harborcompare' });
    expect(leadOf(parseAffiliateDetails(`?leadUuid=${leadUuid}&offerId=HC-PL-1000`))).toBeNull();
    expect(leadOf(null)).toBeNull();
  });
});
