import { notification } from './notification.schema';

describe('notification', () => {
  it('parses a charity milestone with data and refuses unknown types', () => {
    const body = {
      type: 'charity_milestone',
      title: 'Milestone!',
      message: '$5,000 raised',
      tournamentId: '16fd2706-8baf-433b-82eb-8c7fada847da',
      data: { milestone: 5000 },
    };
    expect(notification.parse(body)).toEqual(body);
    expect(notification.parse({ ...body, data: undefined }).data).toEqual({});
    expect(notification.safeParse({ ...body, type: 'birthday' }).success).toBe(false);
  });
});
