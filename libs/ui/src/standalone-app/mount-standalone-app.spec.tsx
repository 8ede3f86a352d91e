import { act } from '@testing-library/react';
import { mountStandaloneApp } from './mount-standalone-app';

describe('mountStandaloneApp', () => {
  it('renders the app into the given root element', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => mountStandaloneApp(() => <p>Standalone TV</p>, root));
    expect(root.textContent).toBe('Standalone TV');
  });

  it('says what is wrong when the page has no root element', () => {
    expect(() => mountStandaloneApp(() => null, null)).toThrow('index.html has no #root element');
  });
});
