// examples/openai-chat through the built action: see through-action.ts.
import { describeThroughAction, EXAMPLES } from './through-action.ts';

describeThroughAction(EXAMPLES.find((e) => e.folder === 'openai-chat')!);
