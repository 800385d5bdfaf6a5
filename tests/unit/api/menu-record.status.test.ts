import { describe, expect, it } from 'vitest';
import { readMenuStatus, readUnavailableReason } from '@/lib/api/normalise/menu-record';

describe('readMenuStatus', () => {
  it.each([
    ['verified', { status: 'verified', rawStatus: 'verified' }],
    [' Crawled ', { status: 'crawled', rawStatus: 'Crawled' }],
    ['SCANNED', { status: 'scanned', rawStatus: 'SCANNED' }],
    ['none', { status: 'none', rawStatus: 'none' }],
    ['unavailable', { status: 'unavailable', rawStatus: 'unavailable' }],
    ['pending_review', { status: 'unknown', rawStatus: 'pending_review' }],
    [7, { status: 'unknown', rawStatus: '7' }],
    [{ value: 'Verified' }, { status: 'verified', rawStatus: 'Verified' }],
    ['', { status: 'unknown', rawStatus: null }],
    [null, { status: 'unknown', rawStatus: null }],
    [undefined, { status: 'unknown', rawStatus: null }],
    [['verified'], { status: 'unknown', rawStatus: null }],
  ])('%j', (raw, expected) => {
    expect(readMenuStatus(raw)).toEqual(expected);
  });
});

describe('readUnavailableReason', () => {
  it.each([
    ['reason', { reason: 'closed_permanently' }, 'closed_permanently'],
    ['reason_code', { reason_code: 'no_menu_found' }, 'no_menu_found'],
    ['unavailable_reason', { unavailable_reason: 'temporarily_closed' }, 'temporarily_closed'],
    ['code', { code: 'blocked_by_source' }, 'blocked_by_source'],
    ['status_reason', { status_reason: 'private_event' }, 'private_event'],
    ['unavailable: {reason}', { unavailable: { reason: 'closed' } }, 'closed'],
    ['unavailable as string', { unavailable: 'not_published' }, 'not_published'],
    ['reason: {code}', { reason: { code: 'source_gone', message: 'The page disappeared' } }, 'source_gone'],
    ['details.reason', { details: { reason: 'paywalled' } }, 'paywalled'],
    ['details.code', { details: { code: 'robots_disallow' } }, 'robots_disallow'],
    ['menu_status object', { menu_status: { value: 'unavailable', reason: 'closed' } }, 'closed'],
    ['error.code', { error: { code: 'geo_restricted' } }, 'geo_restricted'],
    ['numeric code', { reason_code: 451 }, '451'],
    ['trimmed', { reason: '  closed  ' }, 'closed'],
    ['first readable field wins', { reason: '', reason_code: 'second' }, 'second'],
    ['boolean unavailable skipped', { unavailable: true, code: 'x1' }, 'x1'],
    ['none anywhere', { note: 'closed' }, null],
    ['empty body', {}, null],
  ])('%s', (_label, body, expected) => {
    expect(readUnavailableReason(body)).toBe(expected);
  });

  it('caps a long reason at about 100 characters', () => {
    expect(readUnavailableReason({ reason: 'r'.repeat(5000) })).toHaveLength(100);
  });

  it('strips control characters from the reason', () => {
    expect(readUnavailableReason({ reason: 'closed\u0000\u001b[31m' })).toBe('closed[31m');
  });
});
