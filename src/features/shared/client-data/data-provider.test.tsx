import { renderToString } from 'react-dom/server';
import { createRequest, gql, useClient } from 'urql';
import { describe, expect, it } from 'vitest';
import { DataProvider } from './data-provider';

function Probe() {
  const { context } = useClient().createRequestOperation('query', createRequest(gql`{ health { status } }`, {}));
  return <output>{`${context.url} ${context.requestPolicy}`}</output>;
}

describe('DataProvider', () => {
  it('gives its children an urql client for the configured gateway URL', () => {
    const html = renderToString(
      <DataProvider gatewayUrl="https://api.example.test/gateway">
        <Probe />
      </DataProvider>,
    );
    expect(html).toContain('<output>https://api.example.test/gateway cache-first</output>');
  });
});
