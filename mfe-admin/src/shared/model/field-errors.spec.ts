import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const form = { name: '', amount: '', courseId: '' };

  it("keeps each field's first message and leaves out what the form does not show", () => {
    const issues = [
      { path: ['amount'], message: 'Amount must be more than $0' },
      { path: ['amount'], message: 'Amount has at most 2 decimals' },
      { path: ['name'], message: 'Name is required' },
      { path: ['adminUserId'], message: 'Admin user ID is required' },
      { path: [], message: 'Provide at least one field' },
    ];
    expect(fieldErrors(form, issues)).toEqual({ amount: 'Amount must be more than $0', name: 'Name is required' });
  });

  it("puts a schema key on the form's field that stands for it", () => {
    expect(fieldErrors(form, [{ path: ['course'], message: 'Course is required' }], { course: 'courseId' })).toEqual({ courseId: 'Course is required' });
  });
});
