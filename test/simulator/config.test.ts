// The simulator's model server: its own settings first, then the judge's key and base URL.
import { describe, expect, it } from 'vitest';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { resolveSimulatorConfig } from '../../src/simulator/config.ts';
import { gatherSecrets } from '../../src/settings/secrets.ts';

const judge = resolveJudgeConfig({ apiKey: 'sk-judge', baseUrl: 'https://judge.example.com/v1', timeoutMs: 1234 }, {});

describe('resolveSimulatorConfig', () => {
  it("falls back to the judge's key and base URL, and keeps the judge's deadline and retries", () => {
    expect(resolveSimulatorConfig({}, judge)).toEqual({
      apiKey: 'sk-judge',
      baseURL: 'https://judge.example.com/v1',
      model: null,
      timeoutMs: 1234,
      maxRetries: judge.maxRetries,
      cacheDir: null,
    });
    const cached = resolveJudgeConfig({ apiKey: 'sk-judge', cacheDir: '/cache/judge' }, {});
    expect(resolveSimulatorConfig({}, cached).cacheDir).toBe('/cache/judge/simulator-replies');
  });

  it('prefers its own settings, and reads empty ones (an action input left empty) as unset', () => {
    const own = resolveSimulatorConfig({ apiKey: 'sk-sim', baseUrl: 'http://127.0.0.1:8000/v1', model: ' sim-model ' }, judge);
    expect(own).toMatchObject({ apiKey: 'sk-sim', baseURL: 'http://127.0.0.1:8000/v1', model: 'sim-model' });
    expect(resolveSimulatorConfig({ apiKey: '', baseUrl: '  ', model: '' }, judge)).toMatchObject({ apiKey: 'sk-judge', model: null });
    expect(resolveSimulatorConfig({}, resolveJudgeConfig({}, {})).apiKey).toBeNull();
  });

  it('treats its key and the credentials of its base URL as secrets, given or from the environment', () => {
    const secrets = gatherSecrets(
      { simulatorApiKey: 'sk-given', simulatorBaseUrl: 'https://user:pw-secret@sim.example.com/v1' },
      { AGENT_EVAL_SIMULATOR_API_KEY: 'sk-from-env' },
    );
    expect(secrets).toEqual(expect.arrayContaining(['sk-given', 'sk-from-env', 'pw-secret']));
  });
});
