import { describe, expect, it } from 'vitest';
import { clientName, hiddenGroups, keyWords, profileSections } from './clientProfile';

describe("a client's profile", () => {
  it('groups the top level and each nested object, hiding ids and secrets and empty values', () => {
    const sections = profileSections({
      _id: 'c1',
      firstName: 'Amina',
      lastName: 'Wanjiru',
      email: 'client@demo.test',
      mpesaPhone: null,
      verified: true,
      createdAt: 1767225600,
      passwordHash: 'secret',
      residence: { street: 'Moi Avenue', city: 'Nairobi', state: '' },
      bank: {},
      more_info: [1, 2],
    });
    expect(sections).toEqual([
      {
        key: '',
        rows: [
          { key: 'firstName', value: { kind: 'text', text: 'Amina' } },
          { key: 'lastName', value: { kind: 'text', text: 'Wanjiru' } },
          { key: 'email', value: { kind: 'text', text: 'client@demo.test' } },
          { key: 'verified', value: { kind: 'flag', on: true } },
          { key: 'createdAt', value: { kind: 'date', seconds: 1767225600 } },
        ],
      },
      {
        key: 'residence',
        rows: [
          { key: 'street', value: { kind: 'text', text: 'Moi Avenue' } },
          { key: 'city', value: { kind: 'text', text: 'Nairobi' } },
        ],
      },
    ]);
  });

  it('gives each nested object its own section, however deep, and none to a group left out', () => {
    const sections = profileSections({
      firstName: 'Amina',
      details: {
        gender: 'Female',
        bioData: { email: 'amina@example.com', BVN: null },
        residence: { city: 'Nairobi' },
        hidden: ['identity', 'bank'],
      },
    });
    expect(sections.map((section) => section.key)).toEqual(['', 'details', 'bioData', 'residence']);
    expect(sections[2]?.rows).toEqual([{ key: 'email', value: { kind: 'text', text: 'amina@example.com' } }]);
    expect(JSON.stringify(sections)).not.toContain('undefined');
  });

  it('reads the hidden groups as a list of names', () => {
    expect(hiddenGroups(['identity', 'bank', 3, null])).toEqual(['identity', 'bank']);
    expect(hiddenGroups(undefined)).toEqual([]);
    expect(hiddenGroups('identity')).toEqual([]);
  });

  it('labels unknown keys in words', () => {
    expect(keyWords('phoneNumber')).toBe('Phone number');
    expect(keyWords('next_of_kin')).toBe('Next of kin');
    expect(keyWords('BVN')).toBe('BVN');
    expect(keyWords('bvnPhoneNumber')).toBe('Bvn phone number');
    expect(keyWords('proposal')).toBe('Proposal');
  });

  it('finds the name at the top or in the bio data', () => {
    expect(clientName({ firstName: 'Amina', lastName: 'Wanjiru' })).toBe('Amina Wanjiru');
    expect(clientName({ bioData: { firstName: 'Juma', lastName: 'Hassan' } })).toBe('Juma Hassan');
    expect(clientName({})).toBe('');
  });
});
