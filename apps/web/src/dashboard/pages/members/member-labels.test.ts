import { describe, expect, it } from 'vitest';
import { fullName, hasSecondFactor, signInFactors, statusLabel } from './member-labels';

describe('how members are described', () => {
  it('names their active factors once each, in words', () => {
    expect(
      signInFactors([
        { type: 'PASSWORD', status: 'ACTIVE' },
        { type: 'WEBAUTHN', status: 'ACTIVE' },
        { type: 'WEBAUTHN', status: 'ACTIVE' },
        { type: 'TOTP', status: 'INACTIVE' },
        { type: 'PUSH', status: 'ACTIVE' },
      ]),
    ).toBe('password, passkey, push');
    expect(signInFactors([])).toBe('—');
    expect(hasSecondFactor([{ type: 'PASSWORD' }])).toBe(false);
    expect(hasSecondFactor([{ type: 'PASSWORD' }, { type: 'TOTP' }])).toBe(true);
  });

  it('reads a waiting member as waiting for approval, and names them by what they gave', () => {
    const member = {
      identityProfile: { firstName: 'Lea', lastName: null },
      status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] },
    };
    expect(statusLabel(member)).toBe('waiting for approval');
    expect(statusLabel({ ...member, status: { name: 'BLOCKED', reasons: [] } })).toBe('blocked');
    expect(fullName(member)).toBe('Lea');
    expect(fullName({ ...member, identityProfile: {} })).toBe('');
  });
});
