// Set-up of the unit tier: a unit test works on in-memory fakes of the product's ports, so opening
// a server or starting a process there is a mistake this file turns into a clear failure.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

const MOVE =
  'unit tests use in-memory fakes of the ports; a test that needs one belongs in the integration tier: name its file *.int.test.ts';

net.Server.prototype.listen = function listen(): never {
  throw new Error(`a unit test opened a server: ${MOVE}`);
};

const refuse = (): never => {
  throw new Error(`a unit test started a process: ${MOVE}`);
};
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.assign(childProcess, { [name]: refuse });
}
// Named imports of node:child_process see the replacements too.
syncBuiltinESMExports();
