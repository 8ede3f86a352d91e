import { refusalMessage } from './event-access';

describe('refusalMessage', () => {
  it('names who may do it, from the role matrix', () => {
    expect(refusalMessage('event.delete', 'delete this tournament')).toBe('Only the tournament admin can delete this tournament.');
    expect(refusalMessage('event.edit', 'edit this tournament')).toBe("Only the tournament's organisers can edit this tournament.");
    expect(refusalMessage('checkIn', 'check players in')).toBe("Only the tournament's organisers and check-in desk can check players in.");
    expect(refusalMessage('money.voidOwn', 'void money')).toBe("Only the tournament's organisers, check-in desk and auction desk can void money.");
    expect(refusalMessage('field.read', 'read the field')).toBe(
      "Only the tournament's organisers, check-in desk, auction desk and scorers can read the field.",
    );
  });
});
