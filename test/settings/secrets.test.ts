// Every secret of a run is gathered once, from the settings and the environment, for both edges.
import { describe, expect, it } from 'vitest';
import { readInputs, secretsOf } from '../../src/action/inputs.ts';
import { gatherSecrets } from '../../src/settings/secrets.ts';

const ENV = {
  AGENT_EVAL_AGENT_TOKEN: 'env-agent-token',
  OPENAI_API_KEY: 'sk-env-openai-key',
  AGENT_EVAL_REFERENCE_API_KEY: 'sk-reference-key',
  OPENAI_BASE_URL: 'https://llm.example.com/v1?api-key=judge-query-key',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel:otlp-password@collector.example.com',
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://collector.example.com/v1/traces?api_key=traces-key-123',
  HOME: '/home/someone',
};

describe('gatherSecrets', () => {
  it('finds every token, key and credential in a URL, given or in the environment', () => {
    const secrets = gatherSecrets(
      {
        agentToken: 'flag-agent-token',
        judgeApiKey: 'sk-flag-judge-key',
        githubToken: 'ghs_github_token',
        target: 'https://agent:target-password@agent.example.com',
        baselineTarget: 'https://base.example.com/?token=base-token-123',
        pushgateway: 'http://pg:pushgateway-password@pg.example.com:9091',
        judgeBaseUrl: 'https://x:flag-judge-password@llm.example.com',
        concurrency: '4',
      },
      ENV,
    );
    for (const secret of [
      'flag-agent-token',
      'sk-flag-judge-key',
      'ghs_github_token',
      'target-password',
      'base-token-123',
      'pushgateway-password',
      'flag-judge-password',
      'env-agent-token',
      'sk-env-openai-key',
      'sk-reference-key',
      'judge-query-key',
      'otlp-password',
      'traces-key-123',
    ])
      expect(secrets).toContain(secret);
    expect(secrets).not.toContain('/home/someone');
    expect(secrets).not.toContain('4');
  });

  it('finds nothing where nothing secret is set', () => {
    expect(gatherSecrets({ target: 'https://agent.example.com' }, { HOME: '/home/someone' })).toEqual([]);
  });
});

describe('the action', () => {
  it('masks the secrets of its inputs and of the environment before anything can print them, and publishes none of them', () => {
    const masked: string[] = [];
    const given: Record<string, string> = {
      'github-token': 'ghs_github_token',
      'agent-token': 'input-agent-token',
      'target-url': 'https://preview.example.com/{branch}?token=target-token-123',
      'pushgateway-url': 'http://pg:pushgateway-password@pg.example.com:9091',
    };
    const config = readInputs(
      (name) => given[name] ?? '',
      (s) => masked.push(s),
      { ...ENV, AGENT_EVAL_AGENT_TOKEN: '' },
    );
    for (const secret of [
      'ghs_github_token',
      'input-agent-token',
      'target-token-123',
      'pushgateway-password',
      'sk-env-openai-key',
      'otlp-password',
    ])
      expect(masked).toContain(secret);
    expect(new Set(secretsOf(config, ENV))).toEqual(new Set([...masked, 'env-agent-token']));
  });
});
