import { federatedComponent } from './federation';

export const ChatWidget = federatedComponent('assistant', 'ChatWidget', { area: 'Golf Assistant', variant: 'widget' });
