import { describe, expect, it } from 'vitest';
import { hasUserinfo, redactUrl, takeUserinfo, urlSecrets } from '../src/url.ts';

describe('redactUrl', () => {
  it('hides the whole userinfo, user name included', () => {
    expect(redactUrl('http://user:S3cretPass@agent.example.com:8080/x')).toBe('http://***@agent.example.com:8080/x');
    expect(redactUrl('https://ghp_tokenAsUser@agent.example.com/')).toBe('https://***@agent.example.com/');
    expect(redactUrl('wss://u:p@agent.example.com/ws')).toBe('wss://***@agent.example.com/ws');
    expect(redactUrl('ws://:onlypass@127.0.0.1:1/')).toBe('ws://***@127.0.0.1:1/');
  });

  it.each([
    'key',
    'api_key',
    'apiKey',
    'X-API-KEY',
    'token',
    'access_token',
    'secret',
    'client_secret',
    'password',
    'passwd',
    'sig',
    'X-Amz-Signature',
    'auth',
    'authorization',
    'X-Amz-Credential',
    'code',
  ])('hides the value of the query parameter %s, whatever its case', (name) => {
    expect(redactUrl(`https://host/x?${name}=VALUE-123&model=gpt`)).toBe(`https://host/x?${name}=***&model=gpt`);
  });

  it('keeps everything else exactly as written', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'https://Host.example.com/a/b?model=gpt-4.1&api-version=2024-10-21#top',
      'ws://localhost:9/x?a=1&a=2',
      'http://[::1]:3000/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
    expect(redactUrl('https://host/p?region=eu&token=abc&limit=10')).toBe('https://host/p?region=eu&token=***&limit=10');
  });

  it('hides secret parameters of the fragment and percent-encoded names', () => {
    expect(redactUrl('https://host/cb#access_token=abc&state=1')).toBe('https://host/cb#access_token=***&state=1');
    expect(redactUrl('https://host/?api%5Fkey=abc')).toBe('https://host/?api%5Fkey=***');
  });

  it('redacts what is not a URL conservatively', () => {
    expect(redactUrl('user:PASSWORD@host:8080/x')).toBe('***@host:8080/x');
    expect(redactUrl('http://user:pa/ss@host/x')).toBe('http://***@host/x');
    expect(redactUrl('http://user:p@ss:w@rd@host')).toBe('http://***@host/');
    expect(redactUrl('host:8080/x?api_key=abc&x=1')).toBe('host:8080/x?api_key=***&x=1');
    expect(redactUrl('127.0.0.1:8080')).toBe('127.0.0.1:8080');
    expect(redactUrl('none (no suite to run)')).toBe('none (no suite to run)');
    expect(redactUrl('')).toBe('');
  });

  it('is idempotent', () => {
    for (const url of ['http://user:pw@h/x?api_key=k', 'u:p@h', 'https://h/?token=***'])
      expect(redactUrl(redactUrl(url))).toBe(redactUrl(url));
  });
});

describe('urlSecrets', () => {
  it('lists the password and secret parameter values, as written and decoded', () => {
    expect(urlSecrets('http://user:p%40ssword1@host/x?api_key=KEY%2F123456&model=gpt-4.1-mini').sort()).toEqual(
      ['KEY%2F123456', 'KEY/123456', 'p%40ssword1', 'p@ssword1', Buffer.from('user:p@ssword1').toString('base64')].sort(),
    );
  });

  it('lists a user name given without a password (a token), not one given with a password', () => {
    expect(urlSecrets('https://ghp_tokenAsUser@host/')).toContain('ghp_tokenAsUser');
    expect(urlSecrets('https://admin-user:longpassword@host/')).toContain('longpassword');
    expect(urlSecrets('https://admin-user:longpassword@host/')).not.toContain('admin-user');
  });

  it('leaves out values too short to mask without garbling the text', () => {
    expect(urlSecrets('http://host/?code=1&token=abc')).toEqual([]);
    expect(urlSecrets('http://u:pw@host/')).toEqual([Buffer.from('u:pw').toString('base64')]);
    expect(urlSecrets(null)).toEqual([]);
    expect(urlSecrets('http://host/')).toEqual([]);
  });

  it('treats what stands before an @ of a non-URL as secret', () => {
    expect(urlSecrets('user:PASSWORD@host:8080')).toEqual(['user:PASSWORD']);
    expect(urlSecrets('http://user:pa/ssword@host')).toEqual(['user:pa/ssword']);
  });
});

describe('takeUserinfo', () => {
  it('turns the userinfo into a Basic authorization and takes it off the URL', () => {
    const { url, authorization } = takeUserinfo(new URL('http://us%3Aer:p%40ss+w@127.0.0.1:9/x?api_key=k'));
    expect(url.href).toBe('http://127.0.0.1:9/x?api_key=k');
    expect(Buffer.from(authorization!.replace(/^Basic /, ''), 'base64').toString('utf8')).toBe('us:er:p@ss+w');
  });

  it('leaves a URL without userinfo alone', () => {
    const url = new URL('https://host/x');
    expect(takeUserinfo(url)).toEqual({ url, authorization: null });
    expect(hasUserinfo('https://host/x')).toBe(false);
    expect(hasUserinfo('https://u@host/x')).toBe(true);
  });
});
