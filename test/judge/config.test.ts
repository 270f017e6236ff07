import { describe, expect, it } from 'vitest';
import { resolveJudgeConfig } from '../../src/judge/config.ts';

describe('resolveJudgeConfig', () => {
  it('prefers flags over the OpenAI environment variables', () => {
    const config = resolveJudgeConfig(
      { apiKey: 'flag-key', baseUrl: 'http://flag/v1', model: 'm', fallbackModel: 'f', maxCalls: 5, maxTokens: 1000, cacheDir: '/tmp/c' },
      { OPENAI_API_KEY: 'env-key', OPENAI_BASE_URL: 'http://env/v1' },
    );
    expect(config).toMatchObject({
      apiKey: 'flag-key',
      baseURL: 'http://flag/v1',
      model: 'm',
      fallbackModel: 'f',
      maxCalls: 5,
      maxTokens: 1000,
      cacheDir: '/tmp/c',
      embeddingModel: 'text-embedding-3-small',
    });
  });

  it('falls back to the environment, treating empty values (unset action inputs) as unset', () => {
    const config = resolveJudgeConfig(
      { apiKey: '', baseUrl: '  ', model: '' },
      { OPENAI_API_KEY: 'env-key', OPENAI_BASE_URL: 'http://env/v1' },
    );
    expect(config).toMatchObject({
      apiKey: 'env-key',
      baseURL: 'http://env/v1',
      model: null,
      fallbackModel: null,
      maxCalls: null,
      cacheDir: null,
    });
  });

  it('reads a judge panel and its rule, leaving both to the suite when unset or empty', () => {
    expect(resolveJudgeConfig({ panel: [' gpt-4.1', 'gpt-4o '], panelRule: 'all' }, {})).toMatchObject({
      panelModels: ['gpt-4.1', 'gpt-4o'],
      panelRule: 'all',
    });
    expect(resolveJudgeConfig({ panel: [] }, {})).toMatchObject({ panelModels: null, panelRule: null });
  });

  it('has no key when neither is set', () => {
    expect(resolveJudgeConfig({}, {}).apiKey).toBeNull();
  });
});
