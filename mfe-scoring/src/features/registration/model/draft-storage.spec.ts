import { emptyDraft } from './registration-draft';
import { checkoutIdFor, forgetRegistration, forgetSentCheckout, readStoredRegistration, storeRegistration } from './draft-storage';

describe('the form kept in the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the form and the checkout sent per tournament', () => {
    const draft = { ...emptyDraft(), teamName: 'The Eagles' };
    storeRegistration('t1', { draft, sent: { id: 'c1', body: '{}' } });
    expect(readStoredRegistration('t1')).toEqual({ draft, sent: { id: 'c1', body: '{}' } });
    expect(readStoredRegistration('t2')).toBeNull();
  });

  it('forgets the checkout when it is over, and everything when the registration is done', () => {
    storeRegistration('t1', { draft: emptyDraft(), sent: { id: 'c1', body: '{}' } });
    forgetSentCheckout('t1');
    expect(readStoredRegistration('t1')).toEqual({ draft: emptyDraft(), sent: null });
    forgetRegistration('t1');
    expect(readStoredRegistration('t1')).toBeNull();
  });

  it('reads a damaged copy as nothing', () => {
    sessionStorage.setItem('fairway.registration.t1', '{not json');
    expect(readStoredRegistration('t1')).toBeNull();
  });
});

describe('checkoutIdFor', () => {
  const ids = ['new-1', 'new-2'];
  const next = () => ids.shift() ?? 'none';

  it('sends the same id with the same body (a retry) and a new one when anything changed', () => {
    const first = checkoutIdFor(null, '{"a":1}', next);
    expect(first).toEqual({ id: 'new-1', body: '{"a":1}' });
    expect(checkoutIdFor(first, '{"a":1}', next)).toBe(first);
    expect(checkoutIdFor(first, '{"a":2}', next)).toEqual({ id: 'new-2', body: '{"a":2}' });
  });
});
