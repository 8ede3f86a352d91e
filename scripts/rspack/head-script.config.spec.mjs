import { describe, expect, it } from '@jest/globals';
import { inlineScriptsOf, scriptHashSource } from './head-script.config.js';

describe("the inline head script's policy hash", () => {
  it('takes only the scripts the browser runs inline: not the JSON blocks, not scripts loaded by src', () => {
    const html =
      '<head><script id="fairway-remotes" type="application/json">{"a":"b"}</script><script>(()=>{let e=1})()</script>' +
      '<script defer src="/main.1a2b3c4d.js"></script></head>';
    expect(inlineScriptsOf(html)).toEqual(['(()=>{let e=1})()']);
  });

  it("is the CSP source of the script's exact text (SHA-256, base64), as a browser computes it", () => {
    // printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(scriptHashSource('alert(1);')).not.toBe(scriptHashSource('alert(1)'));
  });
});
