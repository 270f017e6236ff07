export const id = 925;
export const ids = [925];
export const modules = {

/***/ 45516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bx: () => (/* reexport safe */ _version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n)
/* harmony export */ });
/* unused harmony exports AGUIConnectNotImplementedError, AGUIError, AGUI_METADATA_KEY, aggregateTokenUsage, contentHasMedia, contentToText, mergeMetadata, omitOptionalNulls, tokenUsageFromAiSdkUsage, tokenUsageFromLangChainMetadata */
/* harmony import */ var _version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62391);


//#region src/generated/serialization.ts
const shapes = {
	TextMessageStartEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"role",
			"name"
		],
		fields: {}
	},
	TextMessageContentEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	TextMessageEndEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	TextMessageChunkEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"messageId",
			"role",
			"delta",
			"name"
		],
		fields: {}
	},
	ToolCallStartEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"parentMessageId"
		],
		fields: {}
	},
	ToolCallArgsEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ToolCallEndEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ToolCallChunkEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"toolCallId",
			"toolCallName",
			"parentMessageId",
			"delta"
		],
		fields: {}
	},
	TextPart: {
		optional: ["id", "metadata"],
		fields: {}
	},
	DataSource: {
		optional: [],
		fields: {}
	},
	UrlSource: {
		optional: ["mimeType"],
		fields: {}
	},
	FileSource: {
		optional: ["provider", "mimeType"],
		fields: {}
	},
	PartSource: {
		discriminator: "type",
		variants: {
			data: "DataSource",
			url: "UrlSource",
			file: "FileSource"
		}
	},
	ImagePart: {
		optional: ["id", "metadata"],
		fields: { source: "PartSource" }
	},
	AudioPart: {
		optional: ["id", "metadata"],
		fields: { source: "PartSource" }
	},
	VideoPart: {
		optional: ["id", "metadata"],
		fields: { source: "PartSource" }
	},
	DocumentPart: {
		optional: ["id", "metadata"],
		fields: { source: "PartSource" }
	},
	ContentPart: {
		discriminator: "type",
		variants: {
			text: "TextPart",
			image: "ImagePart",
			audio: "AudioPart",
			video: "VideoPart",
			document: "DocumentPart"
		}
	},
	ToolCallResultEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"role"
		],
		fields: { content: { array: "ContentPart" } }
	},
	StateSnapshotEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	AddOperation: {
		optional: [],
		fields: {}
	},
	RemoveOperation: {
		optional: [],
		fields: {}
	},
	ReplaceOperation: {
		optional: [],
		fields: {}
	},
	MoveOperation: {
		optional: [],
		fields: {}
	},
	CopyOperation: {
		optional: [],
		fields: {}
	},
	TestOperation: {
		optional: [],
		fields: {}
	},
	JsonPatchOperation: {
		discriminator: "op",
		variants: {
			add: "AddOperation",
			remove: "RemoveOperation",
			replace: "ReplaceOperation",
			move: "MoveOperation",
			copy: "CopyOperation",
			test: "TestOperation"
		}
	},
	StateDeltaEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: { delta: { array: "JsonPatchOperation" } }
	},
	DeveloperMessage: {
		optional: [
			"subagentRunId",
			"name",
			"encryptedValue",
			"metadata"
		],
		fields: {}
	},
	SystemMessage: {
		optional: [
			"subagentRunId",
			"name",
			"encryptedValue",
			"metadata"
		],
		fields: {}
	},
	FunctionCall: {
		optional: [],
		fields: {}
	},
	ToolCall: {
		optional: ["encryptedValue", "metadata"],
		fields: { function: "FunctionCall" }
	},
	AssistantMessage: {
		optional: [
			"subagentRunId",
			"name",
			"encryptedValue",
			"metadata",
			"content",
			"toolCalls"
		],
		fields: { toolCalls: { array: "ToolCall" } }
	},
	UserMessage: {
		optional: [
			"subagentRunId",
			"name",
			"encryptedValue",
			"metadata"
		],
		fields: { content: { array: "ContentPart" } }
	},
	ToolMessage: {
		optional: [
			"subagentRunId",
			"error",
			"encryptedValue",
			"metadata"
		],
		fields: { content: { array: "ContentPart" } }
	},
	ActivityMessage: {
		optional: ["subagentRunId", "metadata"],
		fields: {}
	},
	ReasoningMessage: {
		optional: [
			"subagentRunId",
			"encryptedValue",
			"metadata"
		],
		fields: {}
	},
	Message: {
		discriminator: "role",
		variants: {
			developer: "DeveloperMessage",
			system: "SystemMessage",
			assistant: "AssistantMessage",
			user: "UserMessage",
			tool: "ToolMessage",
			activity: "ActivityMessage",
			reasoning: "ReasoningMessage"
		}
	},
	MessagesSnapshotEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata"
		],
		fields: { messages: { array: "Message" } }
	},
	ActivitySnapshotEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"replace"
		],
		fields: {}
	},
	ActivityDeltaEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: { patch: { array: "JsonPatchOperation" } }
	},
	RawEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"source"
		],
		fields: {}
	},
	CustomEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	Tool: {
		optional: ["parameters", "metadata"],
		fields: {}
	},
	Context: {
		optional: [],
		fields: {}
	},
	ResumeEntry: {
		optional: ["payload", "metadata"],
		fields: {}
	},
	RunAgentInput: {
		optional: [
			"protocolVersion",
			"parentRunId",
			"state",
			"tools",
			"context",
			"forwardedProps",
			"resume"
		],
		fields: {
			messages: { array: "Message" },
			tools: { array: "Tool" },
			context: { array: "Context" },
			resume: { array: "ResumeEntry" }
		}
	},
	RunStartedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"protocolVersion",
			"parentRunId",
			"input"
		],
		fields: { input: "RunAgentInput" }
	},
	RunFinishedSuccessOutcome: {
		optional: ["pendingToolCallIds"],
		fields: {}
	},
	Interrupt: {
		optional: [
			"subagentRunId",
			"message",
			"toolCallId",
			"responseSchema",
			"expiresAt",
			"metadata"
		],
		fields: {}
	},
	RunFinishedInterruptOutcome: {
		optional: [],
		fields: { interrupts: { array: "Interrupt" } }
	},
	RunFinishedCancelledOutcome: {
		optional: [],
		fields: {}
	},
	RunFinishedOutcome: {
		discriminator: "type",
		variants: {
			success: "RunFinishedSuccessOutcome",
			interrupt: "RunFinishedInterruptOutcome",
			cancelled: "RunFinishedCancelledOutcome"
		}
	},
	TokenUsage: {
		optional: [
			"provider",
			"model",
			"inputTokens",
			"outputTokens",
			"totalTokens",
			"reasoningTokens",
			"cachedInputTokens",
			"cacheWriteInputTokens"
		],
		fields: {}
	},
	RunFinishedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"result",
			"outcome",
			"usage"
		],
		fields: {
			outcome: "RunFinishedOutcome",
			usage: { array: "TokenUsage" }
		}
	},
	RunErrorEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"code",
			"usage"
		],
		fields: { usage: { array: "TokenUsage" } }
	},
	StepStartedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	StepFinishedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningStartEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningMessageStartEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningMessageContentEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningMessageEndEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningMessageChunkEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId",
			"messageId",
			"delta"
		],
		fields: {}
	},
	ReasoningEndEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	ReasoningEncryptedValueEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"subagentRunId"
		],
		fields: {}
	},
	SubagentStartedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"description",
			"parentSubagentRunId",
			"parentToolCallId",
			"parentMessageId"
		],
		fields: {}
	},
	SubagentFinishedSuccessOutcome: {
		optional: [],
		fields: {}
	},
	SubagentFinishedSuspendedOutcome: {
		optional: ["interruptIds"],
		fields: {}
	},
	SubagentFinishedOutcome: {
		discriminator: "type",
		variants: {
			success: "SubagentFinishedSuccessOutcome",
			suspended: "SubagentFinishedSuspendedOutcome"
		}
	},
	SubagentFinishedEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"result",
			"outcome"
		],
		fields: { outcome: "SubagentFinishedOutcome" }
	},
	SubagentErrorEvent: {
		optional: [
			"timestamp",
			"rawEvent",
			"metadata",
			"code"
		],
		fields: {}
	},
	Event: {
		discriminator: "type",
		variants: {
			TEXT_MESSAGE_START: "TextMessageStartEvent",
			TEXT_MESSAGE_CONTENT: "TextMessageContentEvent",
			TEXT_MESSAGE_END: "TextMessageEndEvent",
			TEXT_MESSAGE_CHUNK: "TextMessageChunkEvent",
			TOOL_CALL_START: "ToolCallStartEvent",
			TOOL_CALL_ARGS: "ToolCallArgsEvent",
			TOOL_CALL_END: "ToolCallEndEvent",
			TOOL_CALL_CHUNK: "ToolCallChunkEvent",
			TOOL_CALL_RESULT: "ToolCallResultEvent",
			STATE_SNAPSHOT: "StateSnapshotEvent",
			STATE_DELTA: "StateDeltaEvent",
			MESSAGES_SNAPSHOT: "MessagesSnapshotEvent",
			ACTIVITY_SNAPSHOT: "ActivitySnapshotEvent",
			ACTIVITY_DELTA: "ActivityDeltaEvent",
			RAW: "RawEvent",
			CUSTOM: "CustomEvent",
			RUN_STARTED: "RunStartedEvent",
			RUN_FINISHED: "RunFinishedEvent",
			RUN_ERROR: "RunErrorEvent",
			STEP_STARTED: "StepStartedEvent",
			STEP_FINISHED: "StepFinishedEvent",
			REASONING_START: "ReasoningStartEvent",
			REASONING_MESSAGE_START: "ReasoningMessageStartEvent",
			REASONING_MESSAGE_CONTENT: "ReasoningMessageContentEvent",
			REASONING_MESSAGE_END: "ReasoningMessageEndEvent",
			REASONING_MESSAGE_CHUNK: "ReasoningMessageChunkEvent",
			REASONING_END: "ReasoningEndEvent",
			REASONING_ENCRYPTED_VALUE: "ReasoningEncryptedValueEvent",
			SUBAGENT_STARTED: "SubagentStartedEvent",
			SUBAGENT_FINISHED: "SubagentFinishedEvent",
			SUBAGENT_ERROR: "SubagentErrorEvent"
		}
	},
	SubagentInfo: {
		optional: ["description"],
		fields: {}
	},
	IdentityCapabilities: {
		optional: [
			"name",
			"type",
			"description",
			"version",
			"provider",
			"documentationUrl",
			"metadata"
		],
		fields: {}
	},
	TransportCapabilities: {
		optional: [
			"streaming",
			"websocket",
			"httpBinary",
			"pushNotifications",
			"resumable"
		],
		fields: {}
	},
	ToolsCapabilities: {
		optional: [
			"supported",
			"items",
			"parallelCalls",
			"clientProvided"
		],
		fields: { items: { array: "Tool" } }
	},
	OutputCapabilities: {
		optional: ["structuredOutput", "supportedMimeTypes"],
		fields: {}
	},
	StateCapabilities: {
		optional: [
			"snapshots",
			"deltas",
			"memory",
			"persistentState"
		],
		fields: {}
	},
	MultiAgentCapabilities: {
		optional: [
			"supported",
			"delegation",
			"handoffs",
			"subagents"
		],
		fields: { subagents: { array: "SubagentInfo" } }
	},
	ReasoningCapabilities: {
		optional: [
			"supported",
			"streaming",
			"encrypted"
		],
		fields: {}
	},
	MultimodalInputCapabilities: {
		optional: [
			"image",
			"audio",
			"video",
			"pdf",
			"file"
		],
		fields: {}
	},
	MultimodalOutputCapabilities: {
		optional: ["image", "audio"],
		fields: {}
	},
	MultimodalCapabilities: {
		optional: ["input", "output"],
		fields: {
			input: "MultimodalInputCapabilities",
			output: "MultimodalOutputCapabilities"
		}
	},
	ExecutionCapabilities: {
		optional: [
			"codeExecution",
			"sandboxed",
			"maxIterations",
			"maxExecutionTime"
		],
		fields: {}
	},
	HumanInTheLoopCapabilities: {
		optional: [
			"supported",
			"approvals",
			"interventions",
			"feedback",
			"interrupts",
			"approveWithEdits"
		],
		fields: {}
	},
	AgentCapabilities: {
		optional: [
			"identity",
			"transport",
			"tools",
			"output",
			"state",
			"multiAgent",
			"reasoning",
			"multimodal",
			"execution",
			"humanInTheLoop",
			"custom"
		],
		fields: {
			identity: "IdentityCapabilities",
			transport: "TransportCapabilities",
			tools: "ToolsCapabilities",
			output: "OutputCapabilities",
			state: "StateCapabilities",
			multiAgent: "MultiAgentCapabilities",
			reasoning: "ReasoningCapabilities",
			multimodal: "MultimodalCapabilities",
			execution: "ExecutionCapabilities",
			humanInTheLoop: "HumanInTheLoopCapabilities"
		}
	}
};
function omit(value, shape) {
	if (typeof shape === "string") return omit(value, shapes[shape]);
	if ("array" in shape) {
		if (!Array.isArray(value)) return value;
		const result = value.map((item) => omit(item, shape.array));
		return result.every((item, index) => item === value[index]) ? value : result;
	}
	if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
	const object = value;
	if ("discriminator" in shape) {
		const tag = object[shape.discriminator];
		return typeof tag === "string" && Object.prototype.hasOwnProperty.call(shape.variants, tag) ? omit(value, shape.variants[tag]) : value;
	}
	let result = object;
	for (const key of shape.optional) if (Object.prototype.hasOwnProperty.call(object, key) && object[key] === null) {
		if (result === object) result = { ...object };
		delete result[key];
	}
	for (const [key, child] of Object.entries(shape.fields)) {
		if (!Object.prototype.hasOwnProperty.call(result, key)) continue;
		const next = omit(result[key], child);
		if (next !== result[key]) {
			if (result === object) result = { ...object };
			result[key] = next;
		}
	}
	return result;
}
/**
* Omits whole optional null fields before transmission. Does not validate,
* mutate the input, or traverse arbitrary application JSON or unknown fields.
* Required null payloads and null values inside opaque data remain intact.
*/
function omitOptionalNulls(value, root) {
	return omit(value, root);
}

//#endregion
//#region src/compat.ts
var AGUIError = class extends Error {
	constructor(message) {
		super(message);
	}
};
var AGUIConnectNotImplementedError = class extends AGUIError {
	constructor() {
		super("Connect not implemented. This method is not supported by the current agent.");
	}
};

//#endregion
//#region src/metadata.ts
/**
* The key reserved for AG-UI's own use inside a metadata object. Every other
* key is user space.
*
* Reservation is by convention: nothing rejects a write to this key at runtime,
* because metadata is open by key and validating its shape would contradict
* that.
*/
const AGUI_METADATA_KEY = "ag-ui";
/**
* Extra information attached to an event or a message.
*
* Open by key — any JSON value is allowed under a key, including `null`.
*
* Deliberately `z.any()` rather than a recursive JSON-value schema, which review
* has suggested more than once. Two reasons. Every dynamic payload in the
* protocol uses the permissive form — `state`, `rawEvent`, `CustomEvent.value`,
* `ActivityMessage.content`, and the pre-existing `Tool.metadata` and
* `Interrupt.metadata` — so tightening this one field would make it the sole
* outlier while fixing nothing elsewhere. And a recursive validation would walk
* every value on every event, on the streaming hot path, to catch a mistake
* (a function, a bigint) that already fails loudly at encode time.
*
* The schema itself now lives in the generated source (MetadataSchema in
* src/generated/schemas.ts); this comment survives as the recorded reasoning.
*/
/**
* How metadata is declared on events and messages: the object is absent or an
* object, never `null`. The validator pinning that invariant is
* `OptionalMetadataSchema`, which lives in src/schemas.ts along with every
* other runtime validator this package ships.
*/
/**
* Folds `incoming` metadata into `existing`, key by key, with the last write
* winning.
*
* A message is assembled from a sequence of events, and the interesting values
* — token usage and finish reason among them — are only known at the end. So
* metadata accumulates as the sequence arrives rather than being fixed at the
* start.
*
* A key's value is replaced outright. This never recurses, so an array or
* object under any key — including {@link AGUI_METADATA_KEY} — is replaced
* wholesale rather than blended with what was there before.
*
* Returns a new object rather than mutating either argument. An absent
* `incoming` returns `existing` untouched; an empty `incoming` changes nothing.
*/
function mergeMetadata(existing, incoming) {
	if (incoming === void 0) return existing;
	if (existing === void 0) return { ...incoming };
	return {
		...existing,
		...incoming
	};
}

//#endregion
//#region src/token-usage.ts
/** The AG-UI names of the six token counts, in the order an entry lists them. */
const COUNT_KEYS = (/* unused pure expression or super */ null && ([
	"inputTokens",
	"outputTokens",
	"totalTokens",
	"reasoningTokens",
	"cachedInputTokens",
	"cacheWriteInputTokens"
]));
/**
* The count keys already warned about, so the diagnostic below fires once per
* process per key rather than once per event. A provider that hands over a
* string count hands one over on every call, and a per-call warning would bury
* the stream it is meant to annotate.
*/
const warnedCountKeys = /* @__PURE__ */ new Set();
/** What the value WAS, said in a way that points at the provider's bug. */
const describeRejected = (v) => {
	if (v === null) return "null";
	if (typeof v === "string") return `${JSON.stringify(v)} (a string)`;
	if (typeof v === "number") return `${String(v)} (a non-finite number)`;
	if (typeof v === "object") return `an object`;
	return `${String(v)} (a ${typeof v})`;
};
/**
* Accept a value only if it is a real, finite number.
*
* Shared by both vendor mappers so they guard identically. Providers do hand
* over strings, `null`s and `NaN`s in their usage metadata, and a bad value must
* not reach the wire: consumers validate every incoming event and throw on
* failure, so one malformed count would fail an otherwise-successful run at its
* final event — costing the user the answer, not just the token count.
*
* Dropping it is right; dropping it in silence is not. The usage this run
* reports is then simply wrong, with nothing anywhere saying which count went
* missing or why, so a present-but-unusable value is named once per key.
*
* `undefined` and `NaN` are exempt because they are not defects: they are how a
* provider spells "did not report this count". `undefined` covers both shapes —
* an absent key in LangChain's `usage_metadata`, an explicit `undefined` in
* AI-SDK's `LanguageModelUsage` — and AI-SDK uses `NaN` for the same thing,
* which is why its mapper's docstring says so. Warning on those would fire on
* ordinary traffic and train the reader to ignore the message.
*
* `key` is the AG-UI count name the value was headed for, not the vendor's
* spelling of it, so one message reads the same whichever mapper produced it.
*/
const num = (v, key) => {
	if (typeof v === "number" && Number.isFinite(v)) return v;
	if (!(v === void 0 || typeof v === "number" && Number.isNaN(v)) && !warnedCountKeys.has(key)) {
		warnedCountKeys.add(key);
		console.warn(`[ag-ui] usage.${key} was ${describeRejected(v)}, not a number — omitted from this run's usage. Reported once per key.`);
	}
};
/**
* Read a property from a value of unknown shape, yielding `undefined` for
* anything that is not an object. Lets the mappers take `unknown` rather than
* `any` — vendor payloads are untrusted, so every access should be narrowed
* rather than assumed.
*/
const prop = (v, key) => typeof v === "object" && v !== null ? v[key] : void 0;
/**
* Build a {@link TokenUsage} from already-guarded counts, or `undefined` when no
* count survived. Returning `undefined` rather than a labels-only entry keeps
* "the provider reported no usage" distinct from "the provider reported usage",
* so callers omit the field instead of emitting an entry that claims nothing.
*/
function buildEntry(counts, { provider, model }) {
	if (!COUNT_KEYS.some((key) => counts[key] !== void 0)) return void 0;
	const entry = {};
	if (provider != null) entry.provider = provider;
	if (model != null) entry.model = model;
	for (const key of COUNT_KEYS) {
		const value = counts[key];
		if (value !== void 0) entry[key] = value;
	}
	return entry;
}
/**
* Map a LangChain-family `usage_metadata` object into an AG-UI {@link TokenUsage}.
*
* LangChain and LangGraph both attach usage as `{ input_tokens, output_tokens,
* total_tokens, input_token_details: { cache_read, cache_creation },
* output_token_details: { reasoning } }`. LangChain's accounting is the
* protocol's — `input_tokens` already includes the cache details and
* `output_tokens` the reasoning detail — so every count passes through as is.
* This maps only those numeric counts plus optional provider/model labels —
* never prompt/completion content. A count the provider
* did not return is simply absent from `usage_metadata` and reads as
* `undefined` here; that is not a defect and draws no warning. Returns
* `undefined` when no usable count is present, so callers can omit usage rather
* than report zeros.
*/
function tokenUsageFromLangChainMetadata(usageMetadata, { provider, model }) {
	if (!usageMetadata) return void 0;
	const inputDetails = prop(usageMetadata, "input_token_details");
	const outputDetails = prop(usageMetadata, "output_token_details");
	return buildEntry({
		inputTokens: num(prop(usageMetadata, "input_tokens"), "inputTokens"),
		outputTokens: num(prop(usageMetadata, "output_tokens"), "outputTokens"),
		totalTokens: num(prop(usageMetadata, "total_tokens"), "totalTokens"),
		reasoningTokens: num(prop(outputDetails, "reasoning"), "reasoningTokens"),
		cachedInputTokens: num(prop(inputDetails, "cache_read"), "cachedInputTokens"),
		cacheWriteInputTokens: num(prop(inputDetails, "cache_creation"), "cacheWriteInputTokens")
	}, {
		provider,
		model
	});
}
/**
* Map an AI-SDK `LanguageModelUsage` object into an AG-UI {@link TokenUsage}.
*
* AI-SDK's v5 keys already match — `inputTokens`, `outputTokens`,
* `totalTokens`, `reasoningTokens`, `cachedInputTokens` — with the totals
* inclusive the way the protocol counts them. v6 adds `inputTokenDetails:
* { cacheReadTokens, cacheWriteTokens }` and `outputTokenDetails:
* { reasoningTokens }`; the cache-write count exists only there, and the two
* counts present in both forms are read from the top level first. AI-SDK
* reports `NaN`/`undefined` for counts a provider didn't return, so only finite
* numbers are copied. Returns `undefined` when no finite count is present (so
* callers omit empty usage).
*/
function tokenUsageFromAiSdkUsage(usage, { provider, model }) {
	if (!usage) return void 0;
	const inputDetails = prop(usage, "inputTokenDetails");
	const outputDetails = prop(usage, "outputTokenDetails");
	return buildEntry({
		inputTokens: num(prop(usage, "inputTokens"), "inputTokens"),
		outputTokens: num(prop(usage, "outputTokens"), "outputTokens"),
		totalTokens: num(prop(usage, "totalTokens"), "totalTokens"),
		reasoningTokens: num(prop(usage, "reasoningTokens"), "reasoningTokens") ?? num(prop(outputDetails, "reasoningTokens"), "reasoningTokens"),
		cachedInputTokens: num(prop(usage, "cachedInputTokens"), "cachedInputTokens") ?? num(prop(inputDetails, "cacheReadTokens"), "cachedInputTokens"),
		cacheWriteInputTokens: num(prop(inputDetails, "cacheWriteTokens"), "cacheWriteInputTokens")
	}, {
		provider,
		model
	});
}
/**
* Sum per-call {@link TokenUsage} entries into one entry per `(provider, model)`
* pair. Order follows first appearance. A count field stays `undefined` when no
* member of the group reported it, so "not reported" stays distinct from zero.
*
* Protocol-agnostic: works on any producer's `TokenUsage[]`, so integrations
* share it rather than reimplementing aggregation.
*/
function aggregateTokenUsage(entries) {
	const grouped = /* @__PURE__ */ new Map();
	for (const entry of entries) {
		const key = `${entry.provider ?? ""} ${entry.model ?? ""}`;
		let target = grouped.get(key);
		if (!target) {
			target = {
				provider: entry.provider,
				model: entry.model
			};
			grouped.set(key, target);
		}
		for (const field of COUNT_KEYS) {
			const value = entry[field];
			if (value == null) continue;
			target[field] = (target[field] ?? 0) + value;
		}
	}
	return [...grouped.values()];
}

//#endregion
//#region src/content.ts
/**
* The text of string-or-parts content, for a consumer that can only hold a
* string: the text parts concatenated in order, every other part dropped.
*
* This is the downgrade the specification permits for a peer that predates
* content parts (/spec/1.0/basic/versioning): it removes and reshapes, and
* it invents nothing — no placeholder stands in for a dropped image, because a
* downgrade MUST NOT supply a value the producer never sent. Content that is
* entirely media flattens to the empty string, which the same rule allows.
*
* Losing content is never meant to be silent. This helper only reshapes; a
* caller that knows it is talking to an older peer warns as well, the way the
* era shims in `@ag-ui/client` do.
*/
function contentToText(content) {
	if (content === void 0) return "";
	if (typeof content === "string") return content;
	return content.filter((part) => part.type === "text").map((part) => part.text).join("");
}
/**
* Whether string-or-parts content carries anything but text — the question a
* caller asks before flattening, so it can warn about what the flattening
* would drop.
*/
function contentHasMedia(content) {
	return Array.isArray(content) && content.some((part) => part.type !== "text");
}

//#endregion

//# sourceMappingURL=index.mjs.map

/***/ }),

/***/ 48712:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rV: () => (/* binding */ EventSchema)
/* harmony export */ });
/* unused harmony exports ActivityDeltaEventSchema, ActivityMessageSchema, ActivitySnapshotEventSchema, AddOperationSchema, AgentCapabilitiesSchema, AssistantMessageSchema, AttributableSchema, AudioInputContentSchema, AudioInputPartSchema, AudioPartSchema, BaseEventSchema, BaseMessageSchema, ContentPartSchema, InputContentSchema, ContextSchema, CopyOperationSchema, CustomEventSchema, DataSourceSchema, InputContentDataSourceSchema, DeveloperMessageSchema, DocumentInputContentSchema, DocumentInputPartSchema, DocumentPartSchema, EventSchema, EventTypeSchema, ExecutionCapabilitiesSchema, FileSourceSchema, FunctionCallSchema, HumanInTheLoopCapabilitiesSchema, IdentityCapabilitiesSchema, ImageInputContentSchema, ImageInputPartSchema, ImagePartSchema, InputContentSourceSchema, PartSourceSchema, InputContentUrlSourceSchema, UrlSourceSchema, InterruptSchema, JsonPatchOperationSchema, JsonPatchSchema, JsonPointerSchema, MessageSchema, MessagesSnapshotEventSchema, MetadataSchema, MoveOperationSchema, MultiAgentCapabilitiesSchema, MultimodalCapabilitiesSchema, MultimodalInputCapabilitiesSchema, MultimodalOutputCapabilitiesSchema, OptionalMetadataSchema, OutputCapabilitiesSchema, RawEventSchema, ReasoningCapabilitiesSchema, ReasoningEncryptedValueEventSchema, ReasoningEncryptedValueSubtypeSchema, ReasoningEndEventSchema, ReasoningMessageChunkEventSchema, ReasoningMessageContentEventSchema, ReasoningMessageEndEventSchema, ReasoningMessageSchema, ReasoningMessageStartEventSchema, ReasoningStartEventSchema, RemoveOperationSchema, ReplaceOperationSchema, ResumeEntrySchema, RoleSchema, RunAgentInputSchema, RunErrorEventSchema, RunFinishedCancelledOutcomeSchema, RunFinishedEventSchema, RunFinishedInterruptOutcomeSchema, RunFinishedOutcomeSchema, RunFinishedSuccessOutcomeSchema, RunStartedEventSchema, StateCapabilitiesSchema, StateDeltaEventSchema, StateSchema, StateSnapshotEventSchema, StepFinishedEventSchema, StepStartedEventSchema, SubagentErrorEventSchema, SubagentFinishedEventSchema, SubagentFinishedOutcomeSchema, SubagentFinishedSuccessOutcomeSchema, SubagentFinishedSuspendedOutcomeSchema, SubagentInfoSchema, SubagentRunIdSchema, SubagentStartedEventSchema, SystemMessageSchema, TestOperationSchema, TextInputContentSchema, TextPartSchema, TextMessageChunkEventSchema, TextMessageContentEventSchema, TextMessageEndEventSchema, TextMessageRoleSchema, TextMessageStartEventSchema, TokenUsageSchema, ToolCallArgsEventSchema, ToolCallChunkEventSchema, ToolCallEndEventSchema, ToolCallResultEventSchema, ToolCallSchema, ToolCallStartEventSchema, ToolMessageSchema, ToolSchema, ToolsCapabilitiesSchema, TransportCapabilitiesSchema, UserMessageSchema, VideoInputContentSchema, VideoInputPartSchema, VideoPartSchema */
/* harmony import */ var _version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62391);
/* harmony import */ var zod_v4__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26921);



//#region src/generated/schemas.ts
/**
* The discriminator carried by every event.
*/
const EventTypeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n);
/**
* Extra information attached to an event, a message, a tool call, a tool, an
* interrupt or a resume entry. Open by key: any JSON value is allowed under a
* key, including null, because a null there is meaningful data. The object
* itself may be absent but is never null when present. The key ag-ui is
* reserved for the protocol's own use; reservation is by convention, since
* validating the shape of a key's value would contradict being open by key.
*/
const MetadataSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => typeof value === "object" && value !== null && !Array.isArray(value));
/**
* An opaque handle for one subagent invocation, not a reusable name for a
* subagent definition: two invocations of the same subagent carry two
* different values. Named to mirror runId one level down, the way the
* subagent's name mirrors agentId.
*/
const SubagentRunIdSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP();
/**
* The roles a streamed text message may take. Excludes tool, which is carried
* by TOOL_CALL_RESULT rather than streamed as text.
*/
const TextMessageRoleSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
	"developer",
	"system",
	"assistant",
	"user"
]);
/**
* Opens a streamed text message. The content arrives as TEXT_MESSAGE_CONTENT
* events and the message closes with TEXT_MESSAGE_END.
*/
const TextMessageStartEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TEXT_MESSAGE_START),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: TextMessageRoleSchema.optional(),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Appends a fragment to a streamed text message.
*/
const TextMessageContentEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TEXT_MESSAGE_CONTENT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Closes a streamed text message.
*/
const TextMessageEndEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TEXT_MESSAGE_END),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* A shorthand that stands in for a start, content and end sequence, for
* producers that cannot know in advance where a message begins. Every field is
* optional because a continuation chunk omits what has not changed; which
* message a field-less chunk continues is a sequence question the prose
* specification answers.
*/
const TextMessageChunkEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TEXT_MESSAGE_CHUNK),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	role: TextMessageRoleSchema.optional(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Opens a tool call. The arguments arrive as TOOL_CALL_ARGS events and the
* call closes with TOOL_CALL_END.
*/
const ToolCallStartEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TOOL_CALL_START),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	toolCallName: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	parentMessageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Appends a fragment of a tool call's arguments.
*/
const ToolCallArgsEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TOOL_CALL_ARGS),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Closes a tool call, meaning its arguments are complete.
*/
const ToolCallEndEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TOOL_CALL_END),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* A shorthand that stands in for a tool call's start, args and end sequence.
* Every field is optional for the same reason as TEXT_MESSAGE_CHUNK.
*/
const ToolCallChunkEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TOOL_CALL_CHUNK),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	toolCallName: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	parentMessageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* A text part.
*/
const TextPartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("text"),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	text: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	metadata: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional()
});
/**
* Bytes carried inline.
*/
const DataSourceSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("data"),
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	mimeType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Bytes referenced by URL, fetched by whoever needs them.
*/
const UrlSourceSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("url"),
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	mimeType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Bytes already at the provider, named by a handle the provider issued: an
* OpenAI or Anthropic file id, a Gemini file URI, a storage URL only that
* provider can read. No bytes travel and nothing is fetched. Only the provider
* that minted the handle can resolve it; a peer that cannot drops the part as
* it drops any part it cannot use.
*/
const FileSourceSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("file"),
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	provider: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	mimeType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Where a media part's bytes come from: carried inline, referenced by URL, or
* already at the provider under a handle it issued.
*/
const PartSourceSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
	DataSourceSchema,
	UrlSourceSchema,
	FileSourceSchema
]);
/**
* An image part.
*/
const ImagePartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("image"),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	source: PartSourceSchema,
	metadata: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional()
});
/**
* An audio part.
*/
const AudioPartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("audio"),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	source: PartSourceSchema,
	metadata: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional()
});
/**
* A video part.
*/
const VideoPartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("video"),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	source: PartSourceSchema,
	metadata: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional()
});
/**
* A document part.
*/
const DocumentPartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("document"),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	source: PartSourceSchema,
	metadata: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional()
});
/**
* One part of a message body: what a person sends in a user message, or what a
* tool returns in a tool message. Discriminated by type. Named by what the
* part is rather than by direction, because the same part travels into the
* model inside a user message and back out of the stream inside a tool result.
*/
const ContentPartSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
	TextPartSchema,
	ImagePartSchema,
	AudioPartSchema,
	VideoPartSchema,
	DocumentPartSchema
]);
/**
* Carries what a tool returned. Mints a tool message rather than appending to
* an existing one, which is why it has its own messageId.
*/
const ToolCallResultEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.TOOL_CALL_RESULT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ContentPartSchema)]),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("tool").optional()
});
/**
* Agent state. Any JSON value: the protocol carries state without interpreting
* it, so an object, an array, a string and a number are all valid.
*/
const StateSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn();
/**
* Replaces the agent state wholesale. Sent when a delta cannot express the
* change, or to resynchronise a consumer.
*/
const StateSnapshotEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.STATE_SNAPSHOT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	snapshot: StateSchema.refine((value) => value !== void 0)
});
/**
* A JSON Pointer as defined by RFC 6901. Either the empty string, meaning the
* whole document, or a sequence of slash-prefixed reference tokens in which a
* tilde is escaped as ~0 and a slash as ~1. A value with no leading slash, or
* a tilde followed by anything other than 0 or 1, is not a JSON Pointer.
*/
const JsonPointerSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/* @__PURE__ */ new RegExp("^(/([^/~]|~[01])*)*$"));
/**
* Inserts value at path. RFC 6902 section 4.1.
*/
const AddOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("add"),
	path: JsonPointerSchema,
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== void 0)
}).meta({ specOpen: true });
/**
* Removes the value at path. RFC 6902 section 4.2.
*/
const RemoveOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("remove"),
	path: JsonPointerSchema
}).meta({ specOpen: true });
/**
* Replaces the value at path. RFC 6902 section 4.3.
*/
const ReplaceOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("replace"),
	path: JsonPointerSchema,
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== void 0)
}).meta({ specOpen: true });
/**
* Moves the value at from to path. RFC 6902 section 4.4.
*/
const MoveOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("move"),
	from: JsonPointerSchema,
	path: JsonPointerSchema
}).meta({ specOpen: true });
/**
* Copies the value at from to path. RFC 6902 section 4.5.
*/
const CopyOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("copy"),
	from: JsonPointerSchema,
	path: JsonPointerSchema
}).meta({ specOpen: true });
/**
* Asserts that the value at path equals value. RFC 6902 section 4.6.
*/
const TestOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	op: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("test"),
	path: JsonPointerSchema,
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== void 0)
}).meta({ specOpen: true });
/**
* A single RFC 6902 operation. Exactly one of the operation shapes must match,
* discriminated by op. Unlike the protocol's own objects, the operations are
* open: RFC 6902 section 4 requires members an operation does not define to be
* ignored rather than rejected, so a remove carrying a leftover value is a
* valid patch. Two of the RFC's rules are relations between values rather than
* shapes, so no static schema can express them and neither is checked here: a
* move whose from is a proper prefix of its path (section 4.4), and any
* operation whose pointer does not resolve in the target document. Both are
* the applier's to reject.
*/
const JsonPatchOperationSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("op", [
	AddOperationSchema,
	RemoveOperationSchema,
	ReplaceOperationSchema,
	MoveOperationSchema,
	CopyOperationSchema,
	TestOperationSchema
]);
/**
* A JSON Patch document as defined by RFC 6902, referenced by
* STATE_DELTA.delta and ACTIVITY_DELTA.patch: an ordered sequence of
* operations applied to a target document. An empty array is a valid no-op
* patch. Whether the operations actually apply to the document they target is
* a runtime question RFC 6902 leaves to the applier; structural validity here
* says nothing about it.
*/
const JsonPatchSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(JsonPatchOperationSchema);
/**
* Changes the agent state incrementally.
*/
const StateDeltaEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.STATE_DELTA),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	delta: JsonPatchSchema
});
/**
* Instructions from the application developer.
*/
const DeveloperMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("developer"),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Instructions from the system.
*/
const SystemMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("system"),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* The name and arguments of a tool call.
*/
const FunctionCallSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	arguments: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* A call an assistant message made. Carries no subagent attribution of its own
* and inherits its containing message's, since several calls can share one
* parent.
*/
const ToolCallSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("function"),
	function: FunctionCallSchema,
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});
/**
* A message from the agent. Content is optional because a turn may consist
* only of tool calls.
*/
const AssistantMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("assistant"),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	toolCalls: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ToolCallSchema).optional()
});
/**
* A message from the person using the application.
*/
const UserMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("user"),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ContentPartSchema)])
});
/**
* What a tool returned, as a message in the conversation. Stands alone rather
* than composing BaseMessage, because it carries no name.
*/
const ToolMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("tool"),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ContentPartSchema)]),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	error: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});
/**
* Structured progress that is not conversation content, materialised as a
* message so it keeps its place in the sequence. Stands alone rather than
* composing BaseMessage, because its content is an object rather than a
* string.
*/
const ActivityMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("activity"),
	activityType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => typeof value === "object" && value !== null && !Array.isArray(value)),
	metadata: MetadataSchema.optional()
});
/**
* A span of the agent's reasoning, materialised as a message. Stands alone
* rather than composing BaseMessage, because it carries no name.
*/
const ReasoningMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("reasoning"),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});
/**
* Any message in a conversation. Discriminated by role.
*/
const MessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("role", [
	DeveloperMessageSchema,
	SystemMessageSchema,
	AssistantMessageSchema,
	UserMessageSchema,
	ToolMessageSchema,
	ActivityMessageSchema,
	ReasoningMessageSchema
]);
/**
* The complete set of messages the producer owns, in order. Conversation-wide
* rather than a plain overwrite: a consumer may keep messages of its own that
* no producer tracks, so exactly how a snapshot reconciles with those is
* behavioural and belongs in the prose. Being conversation-wide it cannot
* belong to a single subagent, so it carries no attribution; it does establish
* which subagent owns each message it contains, through the messages
* themselves.
*/
const MessagesSnapshotEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.MESSAGES_SNAPSHOT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	messages: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(MessageSchema)
});
/**
* Reports structured progress that is not conversation content, such as a step
* a UI renders as its own widget.
*/
const ActivitySnapshotEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.ACTIVITY_SNAPSHOT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	activityType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	content: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => typeof value === "object" && value !== null && !Array.isArray(value)),
	replace: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Changes an activity message's content incrementally.
*/
const ActivityDeltaEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.ACTIVITY_DELTA),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	activityType: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	patch: JsonPatchSchema
});
/**
* Passes a provider-native event through untranslated, for consumers that need
* detail the protocol does not model.
*/
const RawEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.RAW),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	event: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== void 0),
	source: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* The protocol's extension point for an application's own events. Anything a
* consumer does with one is outside the protocol.
*/
const CustomEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.CUSTOM),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== void 0)
});
/**
* A tool the agent may call.
*/
const ToolSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	description: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	parameters: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional()
});
/**
* A named piece of ambient information given to the agent for the run,
* distinct from the conversation.
*/
const ContextSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	description: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	value: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* An answer to one interrupt, sent on the run that continues from it.
*/
const ResumeEntrySchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	interruptId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	status: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["resolved", "cancelled"]),
	payload: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional()
});
/**
* A request to run an agent. Also echoed back as RUN_STARTED.input. Only
* threadId, runId and messages are required: those are the three the SDKs
* already agree on, and for tools and context an absent key and an empty array
* mean the same thing, so requiring them would catch nothing a producer could
* get wrong.
*/
const RunAgentInputSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	threadId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	runId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	protocolVersion: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	parentRunId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	state: StateSchema.refine((value) => value !== null).nullable().transform((value) => value ?? void 0).optional(),
	messages: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(MessageSchema),
	tools: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ToolSchema).default(() => []),
	context: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ContextSchema).default(() => []),
	forwardedProps: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	resume: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ResumeEntrySchema).optional()
});
/**
* Opens a run. Run-scoped, so it carries no subagent attribution.
*/
const RunStartedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.RUN_STARTED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	threadId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	runId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	protocolVersion: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	parentRunId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	input: RunAgentInputSchema.optional()
});
/**
* The run completed. Equivalent to an absent outcome. Closed like every other
* object, which is also what keeps it from carrying the suspended sibling's
* interrupts — a success with an interrupt still pending would be a
* contradiction, not an extension. A completed run may still have left
* frontend tool calls for the application to answer; pendingToolCallIds names
* them.
*/
const RunFinishedSuccessOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("success"),
	pendingToolCallIds: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional()
});
/**
* Something a run needs from outside before it can continue, such as an
* approval or a missing value.
*/
const InterruptSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	reason: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	message: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	toolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	responseSchema: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => typeof value === "object" && value !== null && !Array.isArray(value)).optional(),
	expiresAt: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});
/**
* The run is paused, waiting for something outside it. Resuming means starting
* a new run whose resume entries answer these interrupts.
*/
const RunFinishedInterruptOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("interrupt"),
	interrupts: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InterruptSchema).min(1)
});
/**
* The run was stopped before it completed, by whoever was running it, and did
* not fail. Neither success nor interrupt: nothing was produced as a result,
* and nothing is waited for, so the next run on the thread is an ordinary new
* run rather than a resume. Closed like its siblings: a cancelled run has no
* interrupts to carry. Named in the schema before 1.0 because an outcome a
* consumer does not recognise is stripped and read as success — a cancellation
* added later would reach every 1.0 consumer as a completed run.
*/
const RunFinishedCancelledOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("cancelled") });
/**
* Why a run ended.
*/
const RunFinishedOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
	RunFinishedSuccessOutcomeSchema,
	RunFinishedInterruptOutcomeSchema,
	RunFinishedCancelledOutcomeSchema
]);
/**
* Token counts for one provider and model, in the protocol's own accounting:
* every count is either a total or a named part of one, so entries from
* different providers add up without double-counting. inputTokens and
* outputTokens are the totals; reasoningTokens, cachedInputTokens and
* cacheWriteInputTokens are parts of them, never additions to them;
* totalTokens is the two totals summed. Every field is a label or a number —
* nothing content-bearing or identifying, no prompts, completions, messages,
* or thread, run and user identifiers.
*/
const TokenUsageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	provider: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	model: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	inputTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	outputTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	totalTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	reasoningTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	cachedInputTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	cacheWriteInputTokens: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional()
});
/**
* Closes a run that did not fail. Run-scoped, so it carries no subagent
* attribution.
*/
const RunFinishedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.RUN_FINISHED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	threadId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	runId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	result: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	outcome: RunFinishedOutcomeSchema.optional(),
	usage: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TokenUsageSchema).optional()
});
/**
* Ends a run that failed. Run-scoped, so it carries no subagent attribution; a
* subagent that fails without ending the run reports SUBAGENT_ERROR instead.
*/
const RunErrorEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.RUN_ERROR),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	message: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	code: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	usage: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TokenUsageSchema).optional()
});
/**
* Opens a named step within a run, for producers whose frameworks have a step
* concept worth surfacing.
*/
const StepStartedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.STEP_STARTED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	stepName: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Closes a named step.
*/
const StepFinishedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.STEP_FINISHED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	stepName: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Opens a span of reasoning. A span may contain several reasoning messages.
*/
const ReasoningStartEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_START),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Opens a streamed reasoning message.
*/
const ReasoningMessageStartEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_MESSAGE_START),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("reasoning")
});
/**
* Appends a fragment to a streamed reasoning message.
*/
const ReasoningMessageContentEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_MESSAGE_CONTENT),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Closes a streamed reasoning message.
*/
const ReasoningMessageEndEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_MESSAGE_END),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* A shorthand that stands in for a reasoning message's start, content and end
* sequence.
*/
const ReasoningMessageChunkEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_MESSAGE_CHUNK),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	delta: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Closes a span of reasoning.
*/
const ReasoningEndEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_END),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	messageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Whether a REASONING_ENCRYPTED_VALUE belongs to a message or to a tool call.
*/
const ReasoningEncryptedValueSubtypeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(["tool-call", "message"]);
/**
* Carries a provider's opaque, encrypted reasoning artefact, which a consumer
* stores and returns on a later turn without being able to read it.
*/
const ReasoningEncryptedValueEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.REASONING_ENCRYPTED_VALUE),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema.optional(),
	subtype: ReasoningEncryptedValueSubtypeSchema,
	entityId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
});
/**
* Announces that a subagent invocation has begun. Everything the subagent
* produces afterwards is attributed by carrying its subagentRunId, so a
* consumer can group the work without replaying the stream. Composed from
* BaseEvent alone rather than Attributable, because here subagentRunId
* identifies the subagent rather than attributing the event to one;
* attribution to an enclosing subagent is parentSubagentRunId.
*/
const SubagentStartedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.SUBAGENT_STARTED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema,
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	description: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	parentSubagentRunId: SubagentRunIdSchema.optional(),
	parentToolCallId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	parentMessageId: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* The subagent completed its work. Equivalent to an absent outcome.
*/
const SubagentFinishedSuccessOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("success") });
/**
* The subagent is paused awaiting outside input. Terminal for this stream, not
* for the subagent: a later run may continue the same invocation once the
* interrupts are answered.
*/
const SubagentFinishedSuspendedOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz("suspended"),
	interruptIds: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional()
});
/**
* Why a subagent's segment of a run ended. Mirrors RunFinishedOutcome one
* level down.
*/
const SubagentFinishedOutcomeSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [SubagentFinishedSuccessOutcomeSchema, SubagentFinishedSuspendedOutcomeSchema]);
/**
* Ends a subagent invocation's segment of this run, either because the work
* completed or because it is suspended awaiting outside input.
*/
const SubagentFinishedEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.SUBAGENT_FINISHED),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema,
	result: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	outcome: SubagentFinishedOutcomeSchema.optional()
});
/**
* Reports that a subagent invocation failed. The run may continue: a parent
* agent is free to handle a failed subagent, which is why this is not
* RUN_ERROR.
*/
const SubagentErrorEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_version_CTNE2I0_mjs__WEBPACK_IMPORTED_MODULE_0__.n.SUBAGENT_ERROR),
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional(),
	subagentRunId: SubagentRunIdSchema,
	message: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	code: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Any AG-UI event. Every member is normative: there is no optional tier and no
* event a consumer may decline to implement. Discriminated by the type
* property.
*/
const EventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt("type", [
	TextMessageStartEventSchema,
	TextMessageContentEventSchema,
	TextMessageEndEventSchema,
	TextMessageChunkEventSchema,
	ToolCallStartEventSchema,
	ToolCallArgsEventSchema,
	ToolCallEndEventSchema,
	ToolCallChunkEventSchema,
	ToolCallResultEventSchema,
	StateSnapshotEventSchema,
	StateDeltaEventSchema,
	MessagesSnapshotEventSchema,
	ActivitySnapshotEventSchema,
	ActivityDeltaEventSchema,
	RawEventSchema,
	CustomEventSchema,
	RunStartedEventSchema,
	RunFinishedEventSchema,
	RunErrorEventSchema,
	StepStartedEventSchema,
	StepFinishedEventSchema,
	ReasoningStartEventSchema,
	ReasoningMessageStartEventSchema,
	ReasoningMessageContentEventSchema,
	ReasoningMessageEndEventSchema,
	ReasoningMessageChunkEventSchema,
	ReasoningEndEventSchema,
	ReasoningEncryptedValueEventSchema,
	SubagentStartedEventSchema,
	SubagentFinishedEventSchema,
	SubagentErrorEventSchema
]);
/**
* Every role a materialised message may have.
*/
const RoleSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
	"developer",
	"system",
	"assistant",
	"user",
	"tool",
	"activity",
	"reasoning"
]);
/**
* Describes a subagent that can be invoked by a parent agent.
*/
const SubagentInfoSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	description: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional()
});
/**
* Basic metadata about the agent. Useful for discovery UIs, agent
* marketplaces, and debugging. Set these when you want clients to display
* agent information or when multiple agents are available and users need to
* pick one.
*/
const IdentityCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	type: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	description: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	version: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	provider: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	documentationUrl: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});
/**
* Declares which transport mechanisms the agent supports. Clients use this to
* pick the best connection strategy. Only set flags to true for transports
* your agent actually handles — omit or set false for unsupported ones.
*/
const TransportCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	streaming: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	websocket: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	httpBinary: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	pushNotifications: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	resumable: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Tool calling capabilities. Distinguishes between tools the agent itself
* provides (listed in items) and tools the client passes at runtime via
* RunAgentInput.tools. Enable this when your agent can call functions, search
* the web, execute code, etc.
*/
const ToolsCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	supported: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	items: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ToolSchema).optional(),
	parallelCalls: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	clientProvided: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Output format support. Enable structuredOutput when your agent can return
* responses conforming to a JSON schema, which is useful for programmatic
* consumption.
*/
const OutputCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	structuredOutput: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	supportedMimeTypes: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional()
});
/**
* State and memory management capabilities. These tell the client how the
* agent handles shared state and whether conversation context persists across
* runs.
*/
const StateCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	snapshots: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	deltas: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	memory: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	persistentState: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Multi-agent coordination capabilities. Enable these when your agent can
* orchestrate or hand off work to other agents.
*/
const MultiAgentCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	supported: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	delegation: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	handoffs: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	subagents: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SubagentInfoSchema).optional()
});
/**
* Reasoning and thinking capabilities. Enable these when your agent exposes
* its internal thought process (e.g., chain-of-thought, extended thinking).
*/
const ReasoningCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	supported: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	streaming: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	encrypted: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Modalities the agent can accept as input. Clients use this to show or hide
* file upload buttons, audio recorders, image pickers, etc.
*/
const MultimodalInputCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	image: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	audio: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	video: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	pdf: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	file: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Modalities the agent can produce as output. Clients use this to anticipate
* rich content in the agent's response.
*/
const MultimodalOutputCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	image: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	audio: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* Multimodal input and output support. Organized into input and output
* sub-objects so clients can independently query what the agent accepts versus
* what it produces.
*/
const MultimodalCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	input: MultimodalInputCapabilitiesSchema.optional(),
	output: MultimodalOutputCapabilitiesSchema.optional()
});
/**
* Execution control and limits. Declare these so clients can set expectations
* about how long or how many steps an agent run might take.
*/
const ExecutionCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	codeExecution: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	sandboxed: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	maxIterations: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional(),
	maxExecutionTime: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(0).max(9007199254740991).optional()
});
/**
* Human-in-the-loop interaction support. Enable these when your agent can
* pause execution to request human input, approval, or feedback before
* continuing.
*/
const HumanInTheLoopCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	supported: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	approvals: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	interventions: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	feedback: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	interrupts: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
	approveWithEdits: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional()
});
/**
* A typed, categorized snapshot of an agent's current capabilities. All fields
* are optional — agents only declare what they support. An omitted field means
* the capability is not declared (unknown), not that it is unsupported. The
* custom field is an escape hatch for integration-specific capabilities that
* do not fit into the standard categories.
*/
const AgentCapabilitiesSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	identity: IdentityCapabilitiesSchema.optional(),
	transport: TransportCapabilitiesSchema.optional(),
	tools: ToolsCapabilitiesSchema.optional(),
	output: OutputCapabilitiesSchema.optional(),
	state: StateCapabilitiesSchema.optional(),
	multiAgent: MultiAgentCapabilitiesSchema.optional(),
	reasoning: ReasoningCapabilitiesSchema.optional(),
	multimodal: MultimodalCapabilitiesSchema.optional(),
	execution: ExecutionCapabilitiesSchema.optional(),
	humanInTheLoop: HumanInTheLoopCapabilitiesSchema.optional(),
	custom: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .custom */ .IeY((value) => typeof value === "object" && value !== null && !Array.isArray(value)).optional()
});
/**
* Composed into everything that can belong to a subagent's work: the events
* that describe content or progress, the message types, and each interrupt.
* Run-scoped events omit it — RUN_STARTED, RUN_FINISHED and RUN_ERROR describe
* the run itself and MESSAGES_SNAPSHOT is conversation-wide, so none of them
* can belong to one subagent. A tool call omits it too and inherits its
* containing message's attribution.
*/
const AttributableSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({ subagentRunId: SubagentRunIdSchema.optional() });
/**
* The fields every event carries, whatever its type. Composed into each event
* definition rather than repeated, so a change here reaches every event at
* once.
*/
const BaseEventSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	type: EventTypeSchema,
	timestamp: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .int */ .Whr().min(-9007199254740991).max(9007199254740991).optional(),
	rawEvent: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .any */ .bzn().refine((value) => value !== null).optional(),
	metadata: MetadataSchema.optional()
});
/**
* The fields shared by the developer, system, assistant and user messages.
* Deliberately excludes content, because a user message's content may be an
* array while the others are strings, and composition here intersects rather
* than overrides: a base that constrained content to a string would make an
* array content invalid. The tool, activity and reasoning messages do not
* compose this, because they carry no name.
*/
const BaseMessageSchema = zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
	subagentRunId: SubagentRunIdSchema.optional(),
	id: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	role: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
	name: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	encryptedValue: zod_v4__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
	metadata: MetadataSchema.optional()
});

//#endregion
//#region src/schemas.ts
/**
* How metadata is declared on events and messages.
*
* The object itself is absent or an object, never `null` — and parsing enforces
* that invariant rather than coercing a `null` to absent. The schema pinning it
* now lives in the generated source (MetadataSchema in
* src/generated/schemas.ts); this comment survives as the recorded reasoning.
*
* Historically tolerated whole optional nulls are translated to absence in
* the client's compatibility boundary before validation. That includes the
* legacy `parentMessageId` and `outcome` cases and optional JSON fields such as
* `rawEvent`, `result`, and media content-part `metadata`; see the repo-root
* DEPRECATIONS.md for the exact list. Event and message metadata already
* rejected a whole `null`, so their restriction remains. Compatibility for
* media content-part metadata does not broaden this shared metadata schema.
*
* A `null` *value under a key* is meaningful data and is preserved. Only a
* `null` in place of the whole object is a contract violation.
*/
const OptionalMetadataSchema = MetadataSchema.optional();

//#endregion

//# sourceMappingURL=schemas.mjs.map

/***/ }),

/***/ 62391:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ EventType)
/* harmony export */ });
/* unused harmony export t */
//#region src/generated/types.ts
/**
* The discriminator carried by every event.
*/
let EventType = /* @__PURE__ */ function(EventType) {
	EventType["TEXT_MESSAGE_START"] = "TEXT_MESSAGE_START";
	EventType["TEXT_MESSAGE_CONTENT"] = "TEXT_MESSAGE_CONTENT";
	EventType["TEXT_MESSAGE_END"] = "TEXT_MESSAGE_END";
	EventType["TEXT_MESSAGE_CHUNK"] = "TEXT_MESSAGE_CHUNK";
	EventType["TOOL_CALL_START"] = "TOOL_CALL_START";
	EventType["TOOL_CALL_ARGS"] = "TOOL_CALL_ARGS";
	EventType["TOOL_CALL_END"] = "TOOL_CALL_END";
	EventType["TOOL_CALL_CHUNK"] = "TOOL_CALL_CHUNK";
	EventType["TOOL_CALL_RESULT"] = "TOOL_CALL_RESULT";
	EventType["STATE_SNAPSHOT"] = "STATE_SNAPSHOT";
	EventType["STATE_DELTA"] = "STATE_DELTA";
	EventType["MESSAGES_SNAPSHOT"] = "MESSAGES_SNAPSHOT";
	EventType["ACTIVITY_SNAPSHOT"] = "ACTIVITY_SNAPSHOT";
	EventType["ACTIVITY_DELTA"] = "ACTIVITY_DELTA";
	EventType["RAW"] = "RAW";
	EventType["CUSTOM"] = "CUSTOM";
	EventType["RUN_STARTED"] = "RUN_STARTED";
	EventType["RUN_FINISHED"] = "RUN_FINISHED";
	EventType["RUN_ERROR"] = "RUN_ERROR";
	EventType["STEP_STARTED"] = "STEP_STARTED";
	EventType["STEP_FINISHED"] = "STEP_FINISHED";
	EventType["REASONING_START"] = "REASONING_START";
	EventType["REASONING_MESSAGE_START"] = "REASONING_MESSAGE_START";
	EventType["REASONING_MESSAGE_CONTENT"] = "REASONING_MESSAGE_CONTENT";
	EventType["REASONING_MESSAGE_END"] = "REASONING_MESSAGE_END";
	EventType["REASONING_MESSAGE_CHUNK"] = "REASONING_MESSAGE_CHUNK";
	EventType["REASONING_END"] = "REASONING_END";
	EventType["REASONING_ENCRYPTED_VALUE"] = "REASONING_ENCRYPTED_VALUE";
	EventType["SUBAGENT_STARTED"] = "SUBAGENT_STARTED";
	EventType["SUBAGENT_FINISHED"] = "SUBAGENT_FINISHED";
	EventType["SUBAGENT_ERROR"] = "SUBAGENT_ERROR";
	return EventType;
}({});

//#endregion
//#region src/generated/version.ts
/**
* The protocol version this code was generated from: the version segment of
* the schema's $id (https://ag-ui.com/spec/1.0/schema.json). Never typed by a
* human.
*/
const PROTOCOL_VERSION = "1.0";

//#endregion

//# sourceMappingURL=version-CTNE2I0_.mjs.map

/***/ }),

/***/ 16925:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z0: () => (/* binding */ AGUIUnknownEventTypeError),
  Hx: () => (/* binding */ AGUI_MEDIA_TYPE),
  D4: () => (/* binding */ decode)
});

// UNUSED EXPORTS: encode

// EXTERNAL MODULE: ./node_modules/@ag-ui/core/dist/index.mjs
var dist = __webpack_require__(45516);
// EXTERNAL MODULE: ./node_modules/@ag-ui/core/dist/schemas.mjs
var schemas = __webpack_require__(48712);
;// CONCATENATED MODULE: ./node_modules/@bufbuild/protobuf/dist/esm/wire/varint.js
// Copyright 2008 Google Inc.  All rights reserved.
//
// Redistribution and use in source and binary forms, with or without
// modification, are permitted provided that the following conditions are
// met:
//
// * Redistributions of source code must retain the above copyright
// notice, this list of conditions and the following disclaimer.
// * Redistributions in binary form must reproduce the above
// copyright notice, this list of conditions and the following disclaimer
// in the documentation and/or other materials provided with the
// distribution.
// * Neither the name of Google Inc. nor the names of its
// contributors may be used to endorse or promote products derived from
// this software without specific prior written permission.
//
// THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
// "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
// LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR
// A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT
// OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
// SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT
// LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE,
// DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY
// THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
// (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
// OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
//
// Code generated by the Protocol Buffer compiler is owned by the owner
// of the input file used when generating it.  This code is not
// standalone and requires a support library to be linked with it.  This
// support library is itself covered by the above license.
/**
 * Read a 64 bit varint as two JS numbers.
 *
 * Stores the low and high words on the reader.
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/buffer_decoder.js#L175
 */
function varint64read() {
    const buf = this.buf;
    let pos = this.pos;
    let lo = 0;
    let hi = 0;
    for (let shift = 0; shift < 28; shift += 7) {
        const b = buf[pos++];
        lo |= (b & 0x7f) << shift;
        if ((b & 0x80) == 0) {
            this.pos = pos;
            this.assertBounds();
            this.varint64Lo = lo;
            this.varint64Hi = hi;
            return;
        }
    }
    const middleByte = buf[pos++];
    // last four bits of the first 32 bit number
    lo |= (middleByte & 0x0f) << 28;
    // 3 upper bits are part of the next 32 bit number
    hi = (middleByte & 0x70) >> 4;
    if ((middleByte & 0x80) == 0) {
        this.pos = pos;
        this.assertBounds();
        this.varint64Lo = lo;
        this.varint64Hi = hi;
        return;
    }
    for (let shift = 3; shift <= 31; shift += 7) {
        const b = buf[pos++];
        hi |= (b & 0x7f) << shift;
        if ((b & 0x80) == 0) {
            this.pos = pos;
            this.assertBounds();
            this.varint64Lo = lo;
            this.varint64Hi = hi;
            return;
        }
    }
    throw new Error("invalid varint");
}
/**
 * Write a 64 bit varint, given as two JS numbers, to the given bytes array.
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/writer.js#L344
 */
function varint64write(lo, hi, bytes) {
    for (let i = 0; i < 28; i = i + 7) {
        const shift = lo >>> i;
        const hasNext = !(shift >>> 7 == 0 && hi == 0);
        const byte = (hasNext ? shift | 0x80 : shift) & 0xff;
        bytes.push(byte);
        if (!hasNext) {
            return;
        }
    }
    const splitBits = ((lo >>> 28) & 0x0f) | ((hi & 0x07) << 4);
    const hasMoreBits = !(hi >> 3 == 0);
    bytes.push((hasMoreBits ? splitBits | 0x80 : splitBits) & 0xff);
    if (!hasMoreBits) {
        return;
    }
    for (let i = 3; i < 31; i = i + 7) {
        const shift = hi >>> i;
        const hasNext = !(shift >>> 7 == 0);
        const byte = (hasNext ? shift | 0x80 : shift) & 0xff;
        bytes.push(byte);
        if (!hasNext) {
            return;
        }
    }
    bytes.push((hi >>> 31) & 0x01);
}
// constants for binary math
const TWO_PWR_32_DBL = 0x100000000;
/**
 * Parse decimal string of 64 bit integer value as two JS numbers.
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf-javascript/blob/a428c58273abad07c66071d9753bc4d1289de426/experimental/runtime/int64.js#L10
 */
function int64FromString(dec) {
    // Check for minus sign.
    const minus = dec[0] === "-";
    if (minus) {
        dec = dec.slice(1);
    }
    // Work 6 decimal digits at a time, acting like we're converting base 1e6
    // digits to binary. This is safe to do with floating point math because
    // Number.isSafeInteger(ALL_32_BITS * 1e6) == true.
    const base = 1e6;
    let lowBits = 0;
    let highBits = 0;
    function add1e6digit(begin, end) {
        // Note: Number('') is 0.
        const digit1e6 = Number(dec.slice(begin, end));
        highBits *= base;
        lowBits = lowBits * base + digit1e6;
        // Carry bits from lowBits to
        if (lowBits >= TWO_PWR_32_DBL) {
            highBits = highBits + ((lowBits / TWO_PWR_32_DBL) | 0);
            lowBits = lowBits % TWO_PWR_32_DBL;
        }
    }
    add1e6digit(-24, -18);
    add1e6digit(-18, -12);
    add1e6digit(-12, -6);
    add1e6digit(-6);
    return minus ? negate(lowBits, highBits) : newBits(lowBits, highBits);
}
/**
 * Losslessly converts a 64-bit signed integer in 32:32 split representation
 * into a decimal string.
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf-javascript/blob/a428c58273abad07c66071d9753bc4d1289de426/experimental/runtime/int64.js#L10
 */
function int64ToString(lo, hi) {
    let bits = newBits(lo, hi);
    // If we're treating the input as a signed value and the high bit is set, do
    // a manual two's complement conversion before the decimal conversion.
    const negative = bits.hi & 0x80000000;
    if (negative) {
        bits = negate(bits.lo, bits.hi);
    }
    const result = uInt64ToString(bits.lo, bits.hi);
    return negative ? "-" + result : result;
}
/**
 * Losslessly converts a 64-bit unsigned integer in 32:32 split representation
 * into a decimal string.
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf-javascript/blob/a428c58273abad07c66071d9753bc4d1289de426/experimental/runtime/int64.js#L10
 */
function uInt64ToString(lo, hi) {
    ({ lo, hi } = toUnsigned(lo, hi));
    // Skip the expensive conversion if the number is small enough to use the
    // built-in conversions.
    // Number.MAX_SAFE_INTEGER = 0x001FFFFF FFFFFFFF, thus any number with
    // highBits <= 0x1FFFFF can be safely expressed with a double and retain
    // integer precision.
    // Proven by: Number.isSafeInteger(0x1FFFFF * 2**32 + 0xFFFFFFFF) == true.
    if (hi <= 0x1fffff) {
        return String(TWO_PWR_32_DBL * hi + lo);
    }
    // What this code is doing is essentially converting the input number from
    // base-2 to base-1e7, which allows us to represent the 64-bit range with
    // only 3 (very large) digits. Those digits are then trivial to convert to
    // a base-10 string.
    // The magic numbers used here are -
    // 2^24 = 16777216 = (1,6777216) in base-1e7.
    // 2^48 = 281474976710656 = (2,8147497,6710656) in base-1e7.
    // Split 32:32 representation into 16:24:24 representation so our
    // intermediate digits don't overflow.
    const low = lo & 0xffffff;
    const mid = ((lo >>> 24) | (hi << 8)) & 0xffffff;
    const high = (hi >> 16) & 0xffff;
    // Assemble our three base-1e7 digits, ignoring carries. The maximum
    // value in a digit at this step is representable as a 48-bit integer, which
    // can be stored in a 64-bit floating point number.
    let digitA = low + mid * 6777216 + high * 6710656;
    let digitB = mid + high * 8147497;
    let digitC = high * 2;
    // Apply carries from A to B and from B to C.
    const base = 10000000;
    if (digitA >= base) {
        digitB += Math.floor(digitA / base);
        digitA %= base;
    }
    if (digitB >= base) {
        digitC += Math.floor(digitB / base);
        digitB %= base;
    }
    // If digitC is 0, then we should have returned in the trivial code path
    // at the top for non-safe integers. Given this, we can assume both digitB
    // and digitA need leading zeros.
    return (digitC.toString() +
        decimalFrom1e7WithLeadingZeros(digitB) +
        decimalFrom1e7WithLeadingZeros(digitA));
}
function toUnsigned(lo, hi) {
    return { lo: lo >>> 0, hi: hi >>> 0 };
}
function newBits(lo, hi) {
    return { lo: lo | 0, hi: hi | 0 };
}
/**
 * Returns two's compliment negation of input.
 * @see https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Bitwise_Operators#Signed_32-bit_integers
 */
function negate(lowBits, highBits) {
    highBits = ~highBits;
    if (lowBits) {
        lowBits = ~lowBits + 1;
    }
    else {
        // If lowBits is 0, then bitwise-not is 0xFFFFFFFF,
        // adding 1 to that, results in 0x100000000, which leaves
        // the low bits 0x0 and simply adds one to the high bits.
        highBits += 1;
    }
    return newBits(lowBits, highBits);
}
/**
 * Returns decimal representation of digit1e7 with leading zeros.
 */
const decimalFrom1e7WithLeadingZeros = (digit1e7) => {
    const partial = String(digit1e7);
    return "0000000".slice(partial.length) + partial;
};
/**
 * Write a 32 bit varint, signed or unsigned. Same as `varint64write(0, value, bytes)`
 *
 * Copyright 2008 Google Inc.  All rights reserved.
 *
 * See https://github.com/protocolbuffers/protobuf/blob/1b18833f4f2a2f681f4e4a25cdf3b0a43115ec26/js/binary/encoder.js#L144
 */
function varint32write(value, bytes) {
    if (value >>> 0 < 0x80) {
        bytes.push(value);
        return;
    }
    if (value >= 0) {
        // write value as varint 32
        while (value > 0x7f) {
            bytes.push((value & 0x7f) | 0x80);
            value = value >>> 7;
        }
        bytes.push(value);
    }
    else {
        for (let i = 0; i < 9; i++) {
            bytes.push((value & 127) | 128);
            value = value >> 7;
        }
        bytes.push(1);
    }
}
/**
 * Read an unsigned 32 bit varint.
 *
 * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/buffer_decoder.js#L220
 */
function varint32read() {
    let b = this.buf[this.pos++];
    if ((b & 0x80) === 0) {
        this.assertBounds();
        return b;
    }
    let result = b & 0x7f;
    b = this.buf[this.pos++];
    result |= (b & 0x7f) << 7;
    if ((b & 0x80) === 0) {
        this.assertBounds();
        return result;
    }
    b = this.buf[this.pos++];
    result |= (b & 0x7f) << 14;
    if ((b & 0x80) === 0) {
        this.assertBounds();
        return result;
    }
    b = this.buf[this.pos++];
    result |= (b & 0x7f) << 21;
    if ((b & 0x80) === 0) {
        this.assertBounds();
        return result;
    }
    // Extract only last 4 bits
    b = this.buf[this.pos++];
    result |= (b & 0x0f) << 28;
    for (let readBytes = 5; (b & 0x80) !== 0 && readBytes < 10; readBytes++)
        b = this.buf[this.pos++];
    if ((b & 0x80) !== 0)
        throw new Error("invalid varint");
    this.assertBounds();
    return result >>> 0;
}

;// CONCATENATED MODULE: ./node_modules/@bufbuild/protobuf/dist/esm/proto-int64.js
// Copyright 2021-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

/**
 * Int64Support for the current environment.
 */
const protoInt64 = /*@__PURE__*/ makeInt64Support();
function makeInt64Support() {
    const dv = new DataView(new ArrayBuffer(8));
    // note that Safari 14 implements BigInt, but not the DataView methods
    const ok = typeof BigInt === "function" &&
        typeof dv.getBigInt64 === "function" &&
        typeof dv.getBigUint64 === "function" &&
        typeof dv.setBigInt64 === "function" &&
        typeof dv.setBigUint64 === "function" &&
        (!!globalThis.Deno ||
            !!globalThis.Bun ||
            typeof process != "object" ||
            typeof process.env != "object" ||
            process.env.BUF_BIGINT_DISABLE !== "1");
    if (ok) {
        const MIN = BigInt("-9223372036854775808");
        const MAX = BigInt("9223372036854775807");
        const UMIN = BigInt("0");
        const UMAX = BigInt("18446744073709551615");
        return {
            zero: BigInt(0),
            supported: true,
            parse(value) {
                const bi = typeof value == "bigint" ? value : BigInt(value);
                if (bi > MAX || bi < MIN) {
                    throw new Error(`invalid int64: ${value}`);
                }
                return bi;
            },
            uParse(value) {
                const bi = typeof value == "bigint" ? value : BigInt(value);
                if (bi > UMAX || bi < UMIN) {
                    throw new Error(`invalid uint64: ${value}`);
                }
                return bi;
            },
            enc(value) {
                dv.setBigInt64(0, this.parse(value), true);
                return {
                    lo: dv.getInt32(0, true),
                    hi: dv.getInt32(4, true),
                };
            },
            uEnc(value) {
                dv.setBigInt64(0, this.uParse(value), true);
                return {
                    lo: dv.getInt32(0, true),
                    hi: dv.getInt32(4, true),
                };
            },
            dec(lo, hi) {
                dv.setInt32(0, lo, true);
                dv.setInt32(4, hi, true);
                return dv.getBigInt64(0, true);
            },
            uDec(lo, hi) {
                dv.setInt32(0, lo, true);
                dv.setInt32(4, hi, true);
                return dv.getBigUint64(0, true);
            },
        };
    }
    return {
        zero: "0",
        supported: false,
        parse(value) {
            if (typeof value != "string") {
                value = value.toString();
            }
            assertInt64String(value);
            return value;
        },
        uParse(value) {
            if (typeof value != "string") {
                value = value.toString();
            }
            assertUInt64String(value);
            return value;
        },
        enc(value) {
            if (typeof value != "string") {
                value = value.toString();
            }
            assertInt64String(value);
            return int64FromString(value);
        },
        uEnc(value) {
            if (typeof value != "string") {
                value = value.toString();
            }
            assertUInt64String(value);
            return int64FromString(value);
        },
        dec(lo, hi) {
            return int64ToString(lo, hi);
        },
        uDec(lo, hi) {
            return uInt64ToString(lo, hi);
        },
    };
}
function assertInt64String(value) {
    if (!/^-?[0-9]+$/.test(value)) {
        throw new Error("invalid int64: " + value);
    }
}
function assertUInt64String(value) {
    if (!/^[0-9]+$/.test(value)) {
        throw new Error("invalid uint64: " + value);
    }
}

;// CONCATENATED MODULE: ./node_modules/@bufbuild/protobuf/dist/esm/wire/text-encoding.js
// Copyright 2021-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.
let te;
/**
 * Protobuf-ES requires the Text Encoding API to convert UTF-8 from and to
 * binary. This WHATWG API is widely available, but it is not part of the
 * ECMAScript standard. This function used to be the way to supply an
 * implementation on runtimes that do not provide one.
 *
 * It only configures the copy of the library it is imported from. To provide
 * the encoding API for every copy of Protobuf-ES in an isolate, install
 * `TextEncoder` (with the methods `encode` and optionally `encodeInto`) and
 * `TextDecoder` (with the `fatal: true` and `ignoreBOM: true` constructor
 * arguments and the `decode` method) on `globalThis`.
 *
 * Providing `encodeUtf8Into` is optional for backwards compatibility. If it
 * is omitted, we emulate it with a wrapper that calls `encodeUtf8`.
 *
 * Note that the Text Encoding API does not provide a way to validate UTF-8.
 * Our implementation uses String.prototype.isWellFormed, and falls back
 * to use encodeURIComponent().
 *
 * @deprecated Install `TextEncoder` and `TextDecoder` on `globalThis` instead.
 */
function configureTextEncoding(textEncoding) {
    var _a;
    te = Object.assign(Object.assign({}, textEncoding), { encodeUtf8Into: (_a = textEncoding.encodeUtf8Into) !== null && _a !== void 0 ? _a : emulateEncodeInto(textEncoding.encodeUtf8.bind(textEncoding)) });
}
function getTextEncoding() {
    if (!te) {
        const globals = globalThis;
        if (!globals.TextEncoder || !globals.TextDecoder) {
            throw new Error("encoding API missing: install TextEncoder and TextDecoder on globalThis");
        }
        const textEncoder = new globals.TextEncoder();
        // A leading U+FEFF in a protobuf string is text, not a byte-order mark.
        const textDecoder = new globals.TextDecoder("utf-8", {
            ignoreBOM: true,
        });
        let textDecoderStrict;
        const config = {
            encodeUtf8(text) {
                return textEncoder.encode(text);
            },
            decodeUtf8(bytes, strict) {
                if (strict) {
                    if (!textDecoderStrict) {
                        textDecoderStrict = new globals.TextDecoder("utf-8", {
                            fatal: true,
                            ignoreBOM: true,
                        });
                    }
                    return textDecoderStrict.decode(bytes);
                }
                return textDecoder.decode(bytes);
            },
            checkUtf8(text) {
                try {
                    encodeURIComponent(text);
                    return true;
                }
                catch (_) {
                    return false;
                }
            },
        };
        // If encodeInto is available, use it. Otherwise, configureTextEncoding
        // fills in a slower fallback that uses encodeUtf8.
        if (textEncoder.encodeInto) {
            config.encodeUtf8Into = textEncoder.encodeInto.bind(textEncoder);
        }
        // Native String.prototype.isWellFormed, if the runtime provides it.
        const nativeStringIsWellFormed = String.prototype.isWellFormed;
        if (nativeStringIsWellFormed) {
            config.checkUtf8 = (text) => {
                return nativeStringIsWellFormed.call(text);
            };
        }
        configureTextEncoding(config);
    }
    return te;
}
/**
 * Simplistic polyfill for encodeUtf8Into.
 *
 * @private
 */
function emulateEncodeInto(encodeUtf8) {
    return (text, dest) => {
        const bytes = encodeUtf8(text);
        dest.set(bytes);
        return { written: bytes.byteLength };
    };
}

;// CONCATENATED MODULE: ./node_modules/@bufbuild/protobuf/dist/esm/wire/binary-encoding.js
// Copyright 2021-2026 Buf Technologies, Inc.
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.



/**
 * Protobuf binary format wire types.
 *
 * A wire type provides just enough information to find the length of the
 * following value.
 *
 * See https://developers.google.com/protocol-buffers/docs/encoding#structure
 */
var WireType;
(function (WireType) {
    /**
     * Used for int32, int64, uint32, uint64, sint32, sint64, bool, enum
     */
    WireType[WireType["Varint"] = 0] = "Varint";
    /**
     * Used for fixed64, sfixed64, double.
     * Always 8 bytes with little-endian byte order.
     */
    WireType[WireType["Bit64"] = 1] = "Bit64";
    /**
     * Used for string, bytes, embedded messages, packed repeated fields
     *
     * Only repeated numeric types (types which use the varint, 32-bit,
     * or 64-bit wire types) can be packed. In proto3, such fields are
     * packed by default.
     */
    WireType[WireType["LengthDelimited"] = 2] = "LengthDelimited";
    /**
     * Start of a tag-delimited aggregate, such as a proto2 group, or a message
     * in editions with message_encoding = DELIMITED.
     */
    WireType[WireType["StartGroup"] = 3] = "StartGroup";
    /**
     * End of a tag-delimited aggregate.
     */
    WireType[WireType["EndGroup"] = 4] = "EndGroup";
    /**
     * Used for fixed32, sfixed32, float.
     * Always 4 bytes with little-endian byte order.
     */
    WireType[WireType["Bit32"] = 5] = "Bit32";
})(WireType || (WireType = {}));
/**
 * Maximum value for a 32-bit floating point value (Protobuf FLOAT).
 */
const FLOAT32_MAX = 3.4028234663852886e38;
/**
 * Minimum value for a 32-bit floating point value (Protobuf FLOAT).
 */
const FLOAT32_MIN = (/* unused pure expression or super */ null && (-3.4028234663852886e38));
/**
 * Maximum value for an unsigned 32-bit integer (Protobuf UINT32, FIXED32).
 */
const UINT32_MAX = 0xffffffff;
/**
 * Maximum value for a signed 32-bit integer (Protobuf INT32, SFIXED32, SINT32).
 */
const INT32_MAX = 0x7fffffff;
/**
 * Minimum value for a signed 32-bit integer (Protobuf INT32, SFIXED32, SINT32).
 */
const INT32_MIN = -0x80000000;
class BinaryWriter {
    constructor(encodeUtf8) {
        /**
         * Previous fork positions (the write position at the time
         * `fork()` was called).
         */
        this.stackPos = [];
        this.encodeUtf8Into = encodeUtf8
            ? emulateEncodeInto(encodeUtf8)
            : getTextEncoding().encodeUtf8Into;
        this.buffer = EMPTY_BUFFER;
        this.viewCache = EMPTY_VIEW;
        this.pos = 0;
    }
    ensureCapacity(size) {
        const required = this.pos + size;
        if (required > this.buffer.length) {
            let newLen = this.buffer.length || INITIAL_SIZE;
            while (newLen < required)
                newLen *= 2;
            const newBuf = new Uint8Array(newLen);
            if (this.pos > 0)
                newBuf.set(this.buffer);
            this.buffer = newBuf;
        }
    }
    /**
     * The DataView over `buffer`, rebuilt only if the buffer has grown since it
     * was last used.
     */
    view() {
        const bytes = this.buffer;
        const view = this.viewCache;
        // Since ensureCapacity() only ever replaces the buffer with a strictly larger one,
        // equal lengths mean the view is still current. This is faster than comparing
        // buffers directly.
        if (view.byteLength === bytes.byteLength)
            return view;
        const newView = new DataView(bytes.buffer);
        this.viewCache = newView;
        return newView;
    }
    /**
     * Return all bytes written and reset this writer.
     */
    finish() {
        const result = this.buffer.slice(0, this.pos);
        this.pos = 0;
        this.stackPos = [];
        return result;
    }
    /**
     * Start a new fork for length-delimited data like a message
     * or a packed repeated field.
     *
     * Must be joined later with `join()`.
     */
    fork() {
        this.stackPos.push(this.pos);
        // Reserve room for the length prefix. Payloads under 128 bytes, fairly
        // common, will need no copy in join().
        this.ensureCapacity(DEFAULT_LEN_PREFIX_SIZE);
        this.buffer[this.pos++] = 0;
        return this;
    }
    /**
     * Join the last fork. Write its length and bytes, then
     * return to the previous state.
     */
    join() {
        const forkPos = this.stackPos.pop();
        if (forkPos === undefined)
            throw new Error("invalid state, fork stack empty");
        // fork() presumed the payload would fit the prefix it reserved. If it
        // doesn't, we need to shift the bytes we just wrote.
        const len = this.pos - forkPos - DEFAULT_LEN_PREFIX_SIZE;
        const lenPrefixSize = varint32Size(len);
        if (lenPrefixSize > DEFAULT_LEN_PREFIX_SIZE) {
            // Widening pushes the payload past the end of the buffer, so grow first:
            // copyWithin clamps to the buffer instead of throwing, so a short buffer
            // would silently drop the tail of the payload.
            this.ensureCapacity(lenPrefixSize - DEFAULT_LEN_PREFIX_SIZE);
            this.buffer.copyWithin(forkPos + lenPrefixSize, forkPos + DEFAULT_LEN_PREFIX_SIZE, this.pos);
        }
        this.pos = forkPos;
        this.uint32(len);
        this.pos += len;
        return this;
    }
    /**
     * Writes a tag (field number and wire type).
     *
     * Equivalent to `uint32( (fieldNo << 3 | type) >>> 0 )`.
     *
     * Generated code should compute the tag ahead of time and call `uint32()`.
     */
    tag(fieldNo, type) {
        return this.uint32(((fieldNo << 3) | type) >>> 0);
    }
    /**
     * Write a chunk of raw bytes.
     */
    raw(chunk) {
        this.ensureCapacity(chunk.length);
        this.buffer.set(chunk, this.pos);
        this.pos += chunk.length;
        return this;
    }
    /**
     * Write a `uint32` value, an unsigned 32 bit varint.
     */
    uint32(value) {
        assertUInt32(value);
        // uint32 varints are at most 5 bytes; reserve once and avoid per-byte
        // capacity checks.
        this.ensureCapacity(5);
        if (value < 0x80) {
            this.buffer[this.pos++] = value;
            return this;
        }
        while (value > 0x7f) {
            this.buffer[this.pos++] = (value & 0x7f) | 0x80;
            value >>>= 7;
        }
        this.buffer[this.pos++] = value;
        return this;
    }
    /**
     * Write a `int32` value, a signed 32 bit varint.
     */
    int32(value) {
        assertInt32(value);
        if (value >= 0) {
            return this.uint32(value);
        }
        // Negative: sign-extend to 64 bits, encodes to 10 bytes.
        this.ensureCapacity(10);
        for (let i = 0; i < 9; i++) {
            this.buffer[this.pos++] = (value & 0x7f) | 0x80;
            value >>= 7;
        }
        this.buffer[this.pos++] = 1;
        return this;
    }
    /**
     * Write a `bool` value, a varint.
     */
    bool(value) {
        this.ensureCapacity(1);
        this.buffer[this.pos++] = value ? 1 : 0;
        return this;
    }
    /**
     * Write a `bytes` value, length-delimited arbitrary data.
     */
    bytes(value) {
        this.uint32(value.byteLength);
        return this.raw(value);
    }
    /**
     * Write a `string` value, length-delimited data converted to UTF-8 text.
     */
    string(value) {
        // TextEncoder.encode() coerces its argument to string, but encodeInto()
        // rejects non-strings.
        if (typeof value !== "string") {
            value = String(value);
        }
        const len = value.length;
        // Fast path for ASCII.
        if (len <= ASCII_MAX_LENGTH) {
            this.ensureCapacity(len + 1);
            const ascii = this.buffer;
            let pos = this.pos;
            ascii[pos++] = len;
            let i = 0;
            for (; i < len; i++) {
                const code = value.charCodeAt(i);
                if (code > 0x7f)
                    break;
                ascii[pos++] = code;
            }
            if (i == len) {
                this.pos = pos;
                return this;
            }
        }
        // encodeUtf8Into needs the full-length buffer upfront. The length prefix
        // can be upto 5 bytes, and a UTF-16 code unit takes at most 3 UTF-8 bytes.
        this.ensureCapacity(len * 3 + 5);
        // The length prefix goes first, but the byte length is only known after
        // encoding. We guess the final varint size here (assuming most text is
        // ASCII) and then encode.
        const lenPrefixSizeGuess = varint32Size(len);
        const buf = this.buffer;
        const start = this.pos;
        const { written } = this.encodeUtf8Into(value, buf.subarray(start + lenPrefixSizeGuess));
        // If our guess was incorrect, we need to shift the bytes we just wrote.
        const lenPrefixSize = varint32Size(written);
        if (lenPrefixSize != lenPrefixSizeGuess) {
            buf.copyWithin(start + lenPrefixSize, start + lenPrefixSizeGuess, start + lenPrefixSizeGuess + written);
        }
        // Write the lenPrefix and advance the pos.
        this.uint32(written);
        this.pos += written;
        return this;
    }
    /**
     * Write a `float` value, 32-bit floating point number.
     */
    float(value) {
        assertFloat32(value);
        this.ensureCapacity(4);
        this.view().setFloat32(this.pos, value, true);
        this.pos += 4;
        return this;
    }
    /**
     * Write a `double` value, a 64-bit floating point number.
     */
    double(value) {
        this.ensureCapacity(8);
        this.view().setFloat64(this.pos, value, true);
        this.pos += 8;
        return this;
    }
    /**
     * Write a `fixed32` value, an unsigned, fixed-length 32-bit integer.
     */
    fixed32(value) {
        assertUInt32(value);
        this.ensureCapacity(4);
        this.view().setUint32(this.pos, value, true);
        this.pos += 4;
        return this;
    }
    /**
     * Write a `sfixed32` value, a signed, fixed-length 32-bit integer.
     */
    sfixed32(value) {
        assertInt32(value);
        this.ensureCapacity(4);
        this.view().setInt32(this.pos, value, true);
        this.pos += 4;
        return this;
    }
    /**
     * Write a `sint32` value, a signed, zigzag-encoded 32-bit varint.
     */
    sint32(value) {
        assertInt32(value);
        // zigzag encode then emit as uint32 varint
        return this.uint32(((value << 1) ^ (value >> 31)) >>> 0);
    }
    /**
     * Write a `sfixed64` value, a signed, fixed-length 64-bit integer.
     */
    sfixed64(value) {
        const tc = protoInt64.enc(value);
        this.ensureCapacity(8);
        const view = this.view();
        view.setInt32(this.pos, tc.lo, true);
        view.setInt32(this.pos + 4, tc.hi, true);
        this.pos += 8;
        return this;
    }
    /**
     * Write a `fixed64` value, an unsigned, fixed-length 64 bit integer.
     */
    fixed64(value) {
        const tc = protoInt64.uEnc(value);
        this.ensureCapacity(8);
        const view = this.view();
        view.setInt32(this.pos, tc.lo, true);
        view.setInt32(this.pos + 4, tc.hi, true);
        this.pos += 8;
        return this;
    }
    /**
     * Write a `int64` value, a signed 64-bit varint.
     */
    int64(value) {
        const tc = protoInt64.enc(value);
        return this.writeVarint64(tc.lo, tc.hi);
    }
    /**
     * Write a `sint64` value, a signed, zig-zag-encoded 64-bit varint.
     */
    sint64(value) {
        const tc = protoInt64.enc(value), 
        // zigzag encode
        sign = tc.hi >> 31, lo = (tc.lo << 1) ^ sign, hi = ((tc.hi << 1) | (tc.lo >>> 31)) ^ sign;
        return this.writeVarint64(lo, hi);
    }
    /**
     * Write a `uint64` value, an unsigned 64-bit varint.
     */
    uint64(value) {
        const tc = protoInt64.uEnc(value);
        return this.writeVarint64(tc.lo, tc.hi);
    }
    /**
     * Write a 64-bit varint directly into the buffer. Accepts the value as
     * split low/high 32-bit words.
     *
     * Ported from varint64write() to avoid the intermediate number[] buffer.
     * See https://github.com/protocolbuffers/protobuf/blob/8a71927d74a4ce34efe2d8769fda198f52d20d12/js/experimental/runtime/kernel/writer.js#L344
     */
    writeVarint64(lo, hi) {
        // Worst case: 10 bytes.
        this.ensureCapacity(10);
        const buf = this.buffer;
        let pos = this.pos;
        for (let i = 0; i < 28; i = i + 7) {
            const shift = lo >>> i;
            const hasNext = !(shift >>> 7 == 0 && hi == 0);
            buf[pos++] = (hasNext ? shift | 0x80 : shift) & 0xff;
            if (!hasNext) {
                this.pos = pos;
                return this;
            }
        }
        const splitBits = ((lo >>> 28) & 0x0f) | ((hi & 0x07) << 4);
        const hasMoreBits = !(hi >> 3 == 0);
        buf[pos++] = (hasMoreBits ? splitBits | 0x80 : splitBits) & 0xff;
        if (!hasMoreBits) {
            this.pos = pos;
            return this;
        }
        for (let i = 3; i < 31; i = i + 7) {
            const shift = hi >>> i;
            const hasNext = !(shift >>> 7 == 0);
            buf[pos++] = (hasNext ? shift | 0x80 : shift) & 0xff;
            if (!hasNext) {
                this.pos = pos;
                return this;
            }
        }
        buf[pos++] = (hi >>> 31) & 0x01;
        this.pos = pos;
        return this;
    }
}
/**
 * Capacity of the buffer allocated by the first write..
 */
const INITIAL_SIZE = 128;
/**
 * Bytes `fork()` reserves for the length prefix, betting that the payload will
 * be under 128 bytes. `join()` fills them in, and widens them if the bet was
 * wrong.
 */
const DEFAULT_LEN_PREFIX_SIZE = 1;
/**
 * Shared empty buffer used as the initial value before the first write.
 * Avoids allocating and zeroing `INITIAL_SIZE` bytes per BinaryWriter when a
 * writer is only used for a tiny message (or not used at all).
 */
const EMPTY_BUFFER = new Uint8Array(0);
/**
 * Shared empty view, paired with `EMPTY_BUFFER`. Never written to: any
 * fixed-width write first grows the buffer, which replaces this view.
 */
const EMPTY_VIEW = new DataView(EMPTY_BUFFER.buffer);
/**
 * Longest string on the ASCII fast paths. Must stay below 0x80, so
 * that the writer's length prefix always fits a single varint byte.
 */
const ASCII_MAX_LENGTH = 32;
/**
 * Number of bytes needed to encode `value` as an unsigned 32-bit varint.
 */
function varint32Size(value) {
    if (value < 0x80)
        return 1;
    if (value < 0x4000)
        return 2;
    if (value < 0x200000)
        return 3;
    if (value < 0x10000000)
        return 4;
    return 5;
}
class BinaryReader {
    constructor(buf, decodeUtf8 = getTextEncoding().decodeUtf8) {
        this.decodeUtf8 = decodeUtf8;
        this.varint64Lo = 0;
        this.varint64Hi = 0;
        this.varint64 = varint64read; // dirty cast for `this`
        /**
         * Read a `uint32` field, an unsigned 32 bit varint.
         */
        this.uint32 = varint32read;
        this.buf = buf;
        this.len = buf.length;
        this.pos = 0;
        this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    /**
     * Reads a tag - field number and wire type. Tags are uint32 varints; values
     * that do not fit in uint32 are rejected.
     */
    tag() {
        const start = this.pos;
        const tag = this.uint32();
        const bytesRead = this.pos - start;
        if (bytesRead > 5 || (bytesRead == 5 && this.buf[this.pos - 1] > 0x0f)) {
            throw new Error("illegal tag: varint overflows uint32");
        }
        const fieldNo = tag >>> 3;
        const wireType = tag & 7;
        if (fieldNo <= 0 || wireType > 5) {
            throw new Error("illegal tag: field no " + fieldNo + " wire type " + wireType);
        }
        return [fieldNo, wireType];
    }
    /**
     * Skip one element and return the skipped data.
     *
     * When skipping StartGroup, provide the tags field number to check for
     * matching field number in the EndGroup tag. Recursion into nested groups
     * is guarded by the `recursionLimit` argument: When the limit is reached,
     * this method throws.
     */
    skip(wireType, fieldNo, recursionLimit = 100) {
        let start = this.pos;
        switch (wireType) {
            case WireType.Varint:
                while (this.buf[this.pos++] & 0x80) {
                    // ignore
                }
                break;
            // @ts-ignore TS7029: Fallthrough case in switch -- ignore instead of expect-error for compiler settings without noFallthroughCasesInSwitch: true
            case WireType.Bit64:
                this.pos += 4;
            case WireType.Bit32:
                this.pos += 4;
                break;
            case WireType.LengthDelimited:
                let len = this.uint32();
                this.pos += len;
                break;
            case WireType.StartGroup:
                if (recursionLimit <= 0) {
                    throw new Error("maximum recursion depth reached");
                }
                for (;;) {
                    const [fn, wt] = this.tag();
                    if (wt === WireType.EndGroup) {
                        if (fieldNo !== undefined && fn !== fieldNo) {
                            throw new Error("invalid end group tag");
                        }
                        break;
                    }
                    this.skip(wt, fn, recursionLimit - 1);
                }
                break;
            default:
                throw new Error("cant skip wire type " + wireType);
        }
        this.assertBounds();
        return this.buf.subarray(start, this.pos);
    }
    /**
     * Throws error if position in byte array is out of range.
     */
    assertBounds() {
        if (this.pos > this.len)
            throw new RangeError("premature EOF");
    }
    /**
     * Read a `int32` field, a signed 32 bit varint.
     */
    int32() {
        return this.uint32() | 0;
    }
    /**
     * Read a `sint32` field, a signed, zigzag-encoded 32-bit varint.
     */
    sint32() {
        let zze = this.uint32();
        // decode zigzag
        return (zze >>> 1) ^ -(zze & 1);
    }
    /**
     * Read a `int64` field, a signed 64-bit varint.
     */
    int64() {
        this.varint64();
        return protoInt64.dec(this.varint64Lo, this.varint64Hi);
    }
    /**
     * Read a `uint64` field, an unsigned 64-bit varint.
     */
    uint64() {
        this.varint64();
        return protoInt64.uDec(this.varint64Lo, this.varint64Hi);
    }
    /**
     * Read a `sint64` field, a signed, zig-zag-encoded 64-bit varint.
     */
    sint64() {
        this.varint64();
        let lo = this.varint64Lo;
        let hi = this.varint64Hi;
        // decode zig zag
        let s = -(lo & 1);
        lo = ((lo >>> 1) | ((hi & 1) << 31)) ^ s;
        hi = (hi >>> 1) ^ s;
        return protoInt64.dec(lo, hi);
    }
    /**
     * Read a `bool` field, a variant.
     */
    bool() {
        // Fast path: most bools are 0x0 or 0x1.
        const b = this.buf[this.pos];
        if (b < 0x80) {
            this.pos++;
            return b !== 0;
        }
        this.varint64();
        return this.varint64Lo !== 0 || this.varint64Hi !== 0;
    }
    /**
     * Read a `fixed32` field, an unsigned, fixed-length 32-bit integer.
     */
    fixed32() {
        // biome-ignore lint/suspicious/noAssignInExpressions: no
        return this.view.getUint32((this.pos += 4) - 4, true);
    }
    /**
     * Read a `sfixed32` field, a signed, fixed-length 32-bit integer.
     */
    sfixed32() {
        // biome-ignore lint/suspicious/noAssignInExpressions: no
        return this.view.getInt32((this.pos += 4) - 4, true);
    }
    /**
     * Read a `fixed64` field, an unsigned, fixed-length 64 bit integer.
     */
    fixed64() {
        return protoInt64.uDec(this.sfixed32(), this.sfixed32());
    }
    /**
     * Read a `fixed64` field, a signed, fixed-length 64-bit integer.
     */
    sfixed64() {
        return protoInt64.dec(this.sfixed32(), this.sfixed32());
    }
    /**
     * Read a `float` field, 32-bit floating point number.
     */
    float() {
        // biome-ignore lint/suspicious/noAssignInExpressions: no
        return this.view.getFloat32((this.pos += 4) - 4, true);
    }
    /**
     * Read a `double` field, a 64-bit floating point number.
     */
    double() {
        // biome-ignore lint/suspicious/noAssignInExpressions: no
        return this.view.getFloat64((this.pos += 8) - 8, true);
    }
    /**
     * Read a `bytes` field, length-delimited arbitrary data.
     */
    bytes() {
        let len = this.uint32(), start = this.pos;
        this.pos += len;
        this.assertBounds();
        return this.buf.subarray(start, start + len);
    }
    /**
     * Read a `string` field, length-delimited data converted to UTF-8 text. If
     * `strict` is true, throw on invalid UTF-8 instead of substituting U+FFFD.
     */
    string(strict) {
        // Like bytes(), but the ASCII fast path reads the buffer without a view.
        const len = this.uint32();
        const start = this.pos;
        this.pos += len;
        this.assertBounds();
        const buf = this.buf;
        // Fast path for ASCII.
        if (len <= ASCII_MAX_LENGTH) {
            const codes = new Array(len);
            for (let i = 0; i < len; i++) {
                const byte = buf[start + i];
                if (byte > 0x7f) {
                    return this.decodeUtf8(buf.subarray(start, this.pos), strict);
                }
                codes[i] = byte;
            }
            return String.fromCharCode.apply(String, codes);
        }
        return this.decodeUtf8(buf.subarray(start, this.pos), strict);
    }
}
/**
 * Assert a valid signed protobuf 32-bit integer as a number or string.
 */
function assertInt32(arg) {
    if (typeof arg == "string") {
        arg = Number(arg);
    }
    else if (typeof arg != "number") {
        throw new Error("invalid int32: " + typeof arg);
    }
    if (!Number.isInteger(arg) ||
        arg > INT32_MAX ||
        arg < INT32_MIN)
        throw new Error("invalid int32: " + arg);
}
/**
 * Assert a valid unsigned protobuf 32-bit integer as a number or string.
 */
function assertUInt32(arg) {
    if (typeof arg == "string") {
        arg = Number(arg);
    }
    else if (typeof arg != "number") {
        throw new Error("invalid uint32: " + typeof arg);
    }
    if (!Number.isInteger(arg) ||
        arg > UINT32_MAX ||
        arg < 0)
        throw new Error("invalid uint32: " + arg);
}
/**
 * Assert a valid protobuf float32 value as a number or string.
 */
function assertFloat32(arg) {
    if (typeof arg == "string") {
        const o = arg;
        arg = Number(arg);
        if (Number.isNaN(arg) && o !== "NaN") {
            throw new Error("invalid float32: " + o);
        }
    }
    else if (typeof arg != "number") {
        throw new Error("invalid float32: " + typeof arg);
    }
    // float32 is represented with regular 64-bit numbers. A value too large for
    // a float32 becomes infinity when rounded. NaN and infinity are valid values.
    if (!Number.isFinite(Math.fround(arg)) && Number.isFinite(arg)) {
        throw new Error("invalid float32: " + arg);
    }
}

;// CONCATENATED MODULE: ./node_modules/@ag-ui/proto/dist/index.mjs




//#region src/generated/google/protobuf/struct.ts
/**
* Represents a JSON `null`.
*
* `NullValue` is a sentinel, using an enum with only one value to represent
* the null value for the `Value` type union.
*
* A field of type `NullValue` with any value other than `0` is considered
* invalid. Most ProtoJSON serializers will emit a Value with a `null_value` set
* as a JSON `null` regardless of the integer value, and so will round trip to
* a `0` value.
*/
let NullValue = /* @__PURE__ */ function(NullValue) {
	/** NULL_VALUE - Null value. */
	NullValue[NullValue["NULL_VALUE"] = 0] = "NULL_VALUE";
	NullValue[NullValue["UNRECOGNIZED"] = -1] = "UNRECOGNIZED";
	return NullValue;
}({});
function createBaseStruct() {
	return { fields: {} };
}
const Struct = {
	encode(message, writer = new BinaryWriter()) {
		Object.entries(message.fields).forEach(([key, value]) => {
			if (value !== void 0) Struct_FieldsEntry.encode({
				key,
				value
			}, writer.uint32(10).fork()).join();
		});
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStruct();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1: {
					if (tag !== 10) break;
					const entry1 = Struct_FieldsEntry.decode(reader, reader.uint32());
					if (entry1.value !== void 0) message.fields[entry1.key] = entry1.value;
					continue;
				}
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Struct.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStruct();
		message.fields = Object.entries(object.fields ?? {}).reduce((acc, [key, value]) => {
			if (value !== void 0) acc[key] = value;
			return acc;
		}, {});
		return message;
	},
	wrap(object) {
		const struct = createBaseStruct();
		if (object !== void 0) for (const key of Object.keys(object)) struct.fields[key] = object[key];
		return struct;
	},
	unwrap(message) {
		const object = {};
		if (message.fields) for (const key of Object.keys(message.fields)) object[key] = message.fields[key];
		return object;
	}
};
function createBaseStruct_FieldsEntry() {
	return {
		key: "",
		value: void 0
	};
}
const Struct_FieldsEntry = {
	encode(message, writer = new BinaryWriter()) {
		if (message.key !== "") writer.uint32(10).string(message.key);
		if (message.value !== void 0) Value.encode(Value.wrap(message.value), writer.uint32(18).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStruct_FieldsEntry();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.key = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.value = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Struct_FieldsEntry.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStruct_FieldsEntry();
		message.key = object.key ?? "";
		message.value = object.value ?? void 0;
		return message;
	}
};
function createBaseValue() {
	return {
		nullValue: void 0,
		numberValue: void 0,
		stringValue: void 0,
		boolValue: void 0,
		structValue: void 0,
		listValue: void 0
	};
}
const Value = {
	encode(message, writer = new BinaryWriter()) {
		if (message.nullValue !== void 0) writer.uint32(8).int32(message.nullValue);
		if (message.numberValue !== void 0) writer.uint32(17).double(message.numberValue);
		if (message.stringValue !== void 0) writer.uint32(26).string(message.stringValue);
		if (message.boolValue !== void 0) writer.uint32(32).bool(message.boolValue);
		if (message.structValue !== void 0) Struct.encode(Struct.wrap(message.structValue), writer.uint32(42).fork()).join();
		if (message.listValue !== void 0) ListValue.encode(ListValue.wrap(message.listValue), writer.uint32(50).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseValue();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 8) break;
					message.nullValue = reader.int32();
					continue;
				case 2:
					if (tag !== 17) break;
					message.numberValue = reader.double();
					continue;
				case 3:
					if (tag !== 26) break;
					message.stringValue = reader.string();
					continue;
				case 4:
					if (tag !== 32) break;
					message.boolValue = reader.bool();
					continue;
				case 5:
					if (tag !== 42) break;
					message.structValue = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
				case 6:
					if (tag !== 50) break;
					message.listValue = ListValue.unwrap(ListValue.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Value.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseValue();
		message.nullValue = object.nullValue ?? void 0;
		message.numberValue = object.numberValue ?? void 0;
		message.stringValue = object.stringValue ?? void 0;
		message.boolValue = object.boolValue ?? void 0;
		message.structValue = object.structValue ?? void 0;
		message.listValue = object.listValue ?? void 0;
		return message;
	},
	wrap(value) {
		const result = createBaseValue();
		if (value === null) result.nullValue = NullValue.NULL_VALUE;
		else if (typeof value === "boolean") result.boolValue = value;
		else if (typeof value === "number") result.numberValue = value;
		else if (typeof value === "string") result.stringValue = value;
		else if (globalThis.Array.isArray(value)) result.listValue = value;
		else if (typeof value === "object") result.structValue = value;
		else if (typeof value !== "undefined") throw new globalThis.Error("Unsupported any value type: " + typeof value);
		return result;
	},
	unwrap(message) {
		if (message.stringValue !== void 0) return message.stringValue;
		else if (message?.numberValue !== void 0) return message.numberValue;
		else if (message?.boolValue !== void 0) return message.boolValue;
		else if (message?.structValue !== void 0) return message.structValue;
		else if (message?.listValue !== void 0) return message.listValue;
		else if (message?.nullValue !== void 0) return null;
	}
};
function createBaseListValue() {
	return { values: [] };
}
const ListValue = {
	encode(message, writer = new BinaryWriter()) {
		for (const v of message.values) Value.encode(Value.wrap(v), writer.uint32(10).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseListValue();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.values.push(Value.unwrap(Value.decode(reader, reader.uint32())));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ListValue.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseListValue();
		message.values = object.values?.map((e) => e) || [];
		return message;
	},
	wrap(array) {
		const result = createBaseListValue();
		result.values = array ?? [];
		return result;
	},
	unwrap(message) {
		if (message?.hasOwnProperty("values") && globalThis.Array.isArray(message.values)) return message.values;
		else return message;
	}
};

//#endregion
//#region src/generated/patch.ts
/** The op discriminator of JsonPatchOperation. */
let JsonPatchOperationType = /* @__PURE__ */ function(JsonPatchOperationType) {
	JsonPatchOperationType[JsonPatchOperationType["ADD"] = 0] = "ADD";
	JsonPatchOperationType[JsonPatchOperationType["REMOVE"] = 1] = "REMOVE";
	JsonPatchOperationType[JsonPatchOperationType["REPLACE"] = 2] = "REPLACE";
	JsonPatchOperationType[JsonPatchOperationType["MOVE"] = 3] = "MOVE";
	JsonPatchOperationType[JsonPatchOperationType["COPY"] = 4] = "COPY";
	JsonPatchOperationType[JsonPatchOperationType["TEST"] = 5] = "TEST";
	JsonPatchOperationType[JsonPatchOperationType["UNRECOGNIZED"] = -1] = "UNRECOGNIZED";
	return JsonPatchOperationType;
}({});
function createBaseJsonPatchOperation() {
	return {
		op: 0,
		path: "",
		from: void 0,
		value: void 0
	};
}
const JsonPatchOperation = {
	encode(message, writer = new BinaryWriter()) {
		if (message.op !== 0) writer.uint32(8).int32(message.op);
		if (message.path !== "") writer.uint32(18).string(message.path);
		if (message.from !== void 0) writer.uint32(26).string(message.from);
		if (message.value !== void 0) Value.encode(Value.wrap(message.value), writer.uint32(34).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseJsonPatchOperation();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 8) break;
					message.op = reader.int32();
					continue;
				case 2:
					if (tag !== 18) break;
					message.path = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.from = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.value = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return JsonPatchOperation.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseJsonPatchOperation();
		message.op = object.op ?? 0;
		message.path = object.path ?? "";
		message.from = object.from ?? void 0;
		message.value = object.value ?? void 0;
		return message;
	}
};

//#endregion
//#region src/generated/types.ts
function createBaseTextInputPart() {
	return {
		text: "",
		id: void 0,
		metadata: void 0
	};
}
const TextInputPart = {
	encode(message, writer = new BinaryWriter()) {
		if (message.text !== "") writer.uint32(10).string(message.text);
		if (message.id !== void 0) writer.uint32(18).string(message.id);
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(26).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTextInputPart();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.text = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.id = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return TextInputPart.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTextInputPart();
		message.text = object.text ?? "";
		message.id = object.id ?? void 0;
		message.metadata = object.metadata ?? void 0;
		return message;
	}
};
function createBaseImageInputPart() {
	return {
		source: void 0,
		metadata: void 0,
		id: void 0
	};
}
const ImageInputPart = {
	encode(message, writer = new BinaryWriter()) {
		if (message.source !== void 0) InputContentSource.encode(message.source, writer.uint32(10).fork()).join();
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(18).fork()).join();
		if (message.id !== void 0) writer.uint32(26).string(message.id);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseImageInputPart();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.source = InputContentSource.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.id = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ImageInputPart.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseImageInputPart();
		message.source = object.source !== void 0 && object.source !== null ? InputContentSource.fromPartial(object.source) : void 0;
		message.metadata = object.metadata ?? void 0;
		message.id = object.id ?? void 0;
		return message;
	}
};
function createBaseInputContentDataSource() {
	return {
		value: "",
		mimeType: ""
	};
}
const InputContentDataSource = {
	encode(message, writer = new BinaryWriter()) {
		if (message.value !== "") writer.uint32(10).string(message.value);
		if (message.mimeType !== "") writer.uint32(18).string(message.mimeType);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInputContentDataSource();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.value = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.mimeType = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return InputContentDataSource.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInputContentDataSource();
		message.value = object.value ?? "";
		message.mimeType = object.mimeType ?? "";
		return message;
	}
};
function createBaseInputContentUrlSource() {
	return {
		value: "",
		mimeType: void 0
	};
}
const InputContentUrlSource = {
	encode(message, writer = new BinaryWriter()) {
		if (message.value !== "") writer.uint32(10).string(message.value);
		if (message.mimeType !== void 0) writer.uint32(18).string(message.mimeType);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInputContentUrlSource();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.value = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.mimeType = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return InputContentUrlSource.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInputContentUrlSource();
		message.value = object.value ?? "";
		message.mimeType = object.mimeType ?? void 0;
		return message;
	}
};
function createBaseInputContentFileSource() {
	return {
		value: "",
		provider: void 0,
		mimeType: void 0
	};
}
const InputContentFileSource = {
	encode(message, writer = new BinaryWriter()) {
		if (message.value !== "") writer.uint32(10).string(message.value);
		if (message.provider !== void 0) writer.uint32(18).string(message.provider);
		if (message.mimeType !== void 0) writer.uint32(26).string(message.mimeType);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInputContentFileSource();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.value = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.provider = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.mimeType = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return InputContentFileSource.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInputContentFileSource();
		message.value = object.value ?? "";
		message.provider = object.provider ?? void 0;
		message.mimeType = object.mimeType ?? void 0;
		return message;
	}
};
function createBaseInputContentSource() {
	return {
		data: void 0,
		url: void 0,
		file: void 0
	};
}
const InputContentSource = {
	encode(message, writer = new BinaryWriter()) {
		if (message.data !== void 0) InputContentDataSource.encode(message.data, writer.uint32(10).fork()).join();
		if (message.url !== void 0) InputContentUrlSource.encode(message.url, writer.uint32(18).fork()).join();
		if (message.file !== void 0) InputContentFileSource.encode(message.file, writer.uint32(26).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInputContentSource();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.data = InputContentDataSource.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.url = InputContentUrlSource.decode(reader, reader.uint32());
					continue;
				case 3:
					if (tag !== 26) break;
					message.file = InputContentFileSource.decode(reader, reader.uint32());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return InputContentSource.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInputContentSource();
		message.data = object.data !== void 0 && object.data !== null ? InputContentDataSource.fromPartial(object.data) : void 0;
		message.url = object.url !== void 0 && object.url !== null ? InputContentUrlSource.fromPartial(object.url) : void 0;
		message.file = object.file !== void 0 && object.file !== null ? InputContentFileSource.fromPartial(object.file) : void 0;
		return message;
	}
};
function createBaseAudioInputPart() {
	return {
		source: void 0,
		metadata: void 0,
		id: void 0
	};
}
const AudioInputPart = {
	encode(message, writer = new BinaryWriter()) {
		if (message.source !== void 0) InputContentSource.encode(message.source, writer.uint32(10).fork()).join();
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(18).fork()).join();
		if (message.id !== void 0) writer.uint32(26).string(message.id);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseAudioInputPart();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.source = InputContentSource.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.id = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return AudioInputPart.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseAudioInputPart();
		message.source = object.source !== void 0 && object.source !== null ? InputContentSource.fromPartial(object.source) : void 0;
		message.metadata = object.metadata ?? void 0;
		message.id = object.id ?? void 0;
		return message;
	}
};
function createBaseVideoInputPart() {
	return {
		source: void 0,
		metadata: void 0,
		id: void 0
	};
}
const VideoInputPart = {
	encode(message, writer = new BinaryWriter()) {
		if (message.source !== void 0) InputContentSource.encode(message.source, writer.uint32(10).fork()).join();
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(18).fork()).join();
		if (message.id !== void 0) writer.uint32(26).string(message.id);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseVideoInputPart();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.source = InputContentSource.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.id = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return VideoInputPart.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseVideoInputPart();
		message.source = object.source !== void 0 && object.source !== null ? InputContentSource.fromPartial(object.source) : void 0;
		message.metadata = object.metadata ?? void 0;
		message.id = object.id ?? void 0;
		return message;
	}
};
function createBaseDocumentInputPart() {
	return {
		source: void 0,
		metadata: void 0,
		id: void 0
	};
}
const DocumentInputPart = {
	encode(message, writer = new BinaryWriter()) {
		if (message.source !== void 0) InputContentSource.encode(message.source, writer.uint32(10).fork()).join();
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(18).fork()).join();
		if (message.id !== void 0) writer.uint32(26).string(message.id);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseDocumentInputPart();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.source = InputContentSource.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.id = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return DocumentInputPart.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseDocumentInputPart();
		message.source = object.source !== void 0 && object.source !== null ? InputContentSource.fromPartial(object.source) : void 0;
		message.metadata = object.metadata ?? void 0;
		message.id = object.id ?? void 0;
		return message;
	}
};
function createBaseInputContent() {
	return {
		text: void 0,
		image: void 0,
		audio: void 0,
		video: void 0,
		document: void 0
	};
}
const InputContent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.text !== void 0) TextInputPart.encode(message.text, writer.uint32(10).fork()).join();
		if (message.image !== void 0) ImageInputPart.encode(message.image, writer.uint32(18).fork()).join();
		if (message.audio !== void 0) AudioInputPart.encode(message.audio, writer.uint32(26).fork()).join();
		if (message.video !== void 0) VideoInputPart.encode(message.video, writer.uint32(34).fork()).join();
		if (message.document !== void 0) DocumentInputPart.encode(message.document, writer.uint32(42).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInputContent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.text = TextInputPart.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.image = ImageInputPart.decode(reader, reader.uint32());
					continue;
				case 3:
					if (tag !== 26) break;
					message.audio = AudioInputPart.decode(reader, reader.uint32());
					continue;
				case 4:
					if (tag !== 34) break;
					message.video = VideoInputPart.decode(reader, reader.uint32());
					continue;
				case 5:
					if (tag !== 42) break;
					message.document = DocumentInputPart.decode(reader, reader.uint32());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return InputContent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInputContent();
		message.text = object.text !== void 0 && object.text !== null ? TextInputPart.fromPartial(object.text) : void 0;
		message.image = object.image !== void 0 && object.image !== null ? ImageInputPart.fromPartial(object.image) : void 0;
		message.audio = object.audio !== void 0 && object.audio !== null ? AudioInputPart.fromPartial(object.audio) : void 0;
		message.video = object.video !== void 0 && object.video !== null ? VideoInputPart.fromPartial(object.video) : void 0;
		message.document = object.document !== void 0 && object.document !== null ? DocumentInputPart.fromPartial(object.document) : void 0;
		return message;
	}
};
function createBaseToolCall() {
	return {
		id: "",
		type: "",
		function: void 0,
		metadata: void 0,
		encryptedValue: void 0
	};
}
const ToolCall = {
	encode(message, writer = new BinaryWriter()) {
		if (message.id !== "") writer.uint32(10).string(message.id);
		if (message.type !== "") writer.uint32(18).string(message.type);
		if (message.function !== void 0) ToolCall_Function.encode(message.function, writer.uint32(26).fork()).join();
		if (message.metadata !== void 0) Struct.encode(Struct.wrap(message.metadata), writer.uint32(34).fork()).join();
		if (message.encryptedValue !== void 0) writer.uint32(42).string(message.encryptedValue);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCall();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.id = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.type = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.function = ToolCall_Function.decode(reader, reader.uint32());
					continue;
				case 4:
					if (tag !== 34) break;
					message.metadata = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
				case 5:
					if (tag !== 42) break;
					message.encryptedValue = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCall.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCall();
		message.id = object.id ?? "";
		message.type = object.type ?? "";
		message.function = object.function !== void 0 && object.function !== null ? ToolCall_Function.fromPartial(object.function) : void 0;
		message.metadata = object.metadata ?? void 0;
		message.encryptedValue = object.encryptedValue ?? void 0;
		return message;
	}
};
function createBaseToolCall_Function() {
	return {
		name: "",
		arguments: ""
	};
}
const ToolCall_Function = {
	encode(message, writer = new BinaryWriter()) {
		if (message.name !== "") writer.uint32(10).string(message.name);
		if (message.arguments !== "") writer.uint32(18).string(message.arguments);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCall_Function();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.name = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.arguments = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCall_Function.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCall_Function();
		message.name = object.name ?? "";
		message.arguments = object.arguments ?? "";
		return message;
	}
};
function createBaseMessage() {
	return {
		id: "",
		role: "",
		content: void 0,
		name: void 0,
		toolCalls: [],
		toolCallId: void 0,
		error: void 0,
		contentParts: [],
		metadata: void 0,
		subagentRunId: void 0,
		encryptedValue: void 0,
		activityType: void 0,
		activityContent: void 0
	};
}
const Message = {
	encode(message, writer = new BinaryWriter()) {
		if (message.id !== "") writer.uint32(10).string(message.id);
		if (message.role !== "") writer.uint32(18).string(message.role);
		if (message.content !== void 0) writer.uint32(26).string(message.content);
		if (message.name !== void 0) writer.uint32(34).string(message.name);
		for (const v of message.toolCalls) ToolCall.encode(v, writer.uint32(42).fork()).join();
		if (message.toolCallId !== void 0) writer.uint32(50).string(message.toolCallId);
		if (message.error !== void 0) writer.uint32(58).string(message.error);
		for (const v of message.contentParts) InputContent.encode(v, writer.uint32(66).fork()).join();
		if (message.metadata !== void 0) Struct.encode(Struct.wrap(message.metadata), writer.uint32(74).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(82).string(message.subagentRunId);
		if (message.encryptedValue !== void 0) writer.uint32(90).string(message.encryptedValue);
		if (message.activityType !== void 0) writer.uint32(98).string(message.activityType);
		if (message.activityContent !== void 0) Struct.encode(Struct.wrap(message.activityContent), writer.uint32(106).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseMessage();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.id = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.role = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.content = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.name = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.toolCalls.push(ToolCall.decode(reader, reader.uint32()));
					continue;
				case 6:
					if (tag !== 50) break;
					message.toolCallId = reader.string();
					continue;
				case 7:
					if (tag !== 58) break;
					message.error = reader.string();
					continue;
				case 8:
					if (tag !== 66) break;
					message.contentParts.push(InputContent.decode(reader, reader.uint32()));
					continue;
				case 9:
					if (tag !== 74) break;
					message.metadata = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
				case 10:
					if (tag !== 82) break;
					message.subagentRunId = reader.string();
					continue;
				case 11:
					if (tag !== 90) break;
					message.encryptedValue = reader.string();
					continue;
				case 12:
					if (tag !== 98) break;
					message.activityType = reader.string();
					continue;
				case 13:
					if (tag !== 106) break;
					message.activityContent = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Message.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseMessage();
		message.id = object.id ?? "";
		message.role = object.role ?? "";
		message.content = object.content ?? void 0;
		message.name = object.name ?? void 0;
		message.toolCalls = object.toolCalls?.map((e) => ToolCall.fromPartial(e)) || [];
		message.toolCallId = object.toolCallId ?? void 0;
		message.error = object.error ?? void 0;
		message.contentParts = object.contentParts?.map((e) => InputContent.fromPartial(e)) || [];
		message.metadata = object.metadata ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.encryptedValue = object.encryptedValue ?? void 0;
		message.activityType = object.activityType ?? void 0;
		message.activityContent = object.activityContent ?? void 0;
		return message;
	}
};
function createBaseTool() {
	return {
		name: "",
		description: "",
		parameters: void 0,
		metadata: void 0
	};
}
const Tool = {
	encode(message, writer = new BinaryWriter()) {
		if (message.name !== "") writer.uint32(10).string(message.name);
		if (message.description !== "") writer.uint32(18).string(message.description);
		if (message.parameters !== void 0) Value.encode(Value.wrap(message.parameters), writer.uint32(26).fork()).join();
		if (message.metadata !== void 0) Struct.encode(Struct.wrap(message.metadata), writer.uint32(34).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTool();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.name = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.description = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.parameters = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 4:
					if (tag !== 34) break;
					message.metadata = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Tool.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTool();
		message.name = object.name ?? "";
		message.description = object.description ?? "";
		message.parameters = object.parameters ?? void 0;
		message.metadata = object.metadata ?? void 0;
		return message;
	}
};
function createBaseContext() {
	return {
		description: "",
		value: ""
	};
}
const Context = {
	encode(message, writer = new BinaryWriter()) {
		if (message.description !== "") writer.uint32(10).string(message.description);
		if (message.value !== "") writer.uint32(18).string(message.value);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseContext();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.description = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.value = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Context.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseContext();
		message.description = object.description ?? "";
		message.value = object.value ?? "";
		return message;
	}
};
function createBaseResumeEntry() {
	return {
		interruptId: "",
		status: "",
		payload: void 0,
		metadata: void 0
	};
}
const ResumeEntry = {
	encode(message, writer = new BinaryWriter()) {
		if (message.interruptId !== "") writer.uint32(10).string(message.interruptId);
		if (message.status !== "") writer.uint32(18).string(message.status);
		if (message.payload !== void 0) Value.encode(Value.wrap(message.payload), writer.uint32(26).fork()).join();
		if (message.metadata !== void 0) Struct.encode(Struct.wrap(message.metadata), writer.uint32(34).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseResumeEntry();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.interruptId = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.status = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.payload = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 4:
					if (tag !== 34) break;
					message.metadata = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ResumeEntry.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseResumeEntry();
		message.interruptId = object.interruptId ?? "";
		message.status = object.status ?? "";
		message.payload = object.payload ?? void 0;
		message.metadata = object.metadata ?? void 0;
		return message;
	}
};
function createBaseRunAgentInput() {
	return {
		threadId: "",
		runId: "",
		parentRunId: void 0,
		state: void 0,
		messages: [],
		tools: [],
		context: [],
		forwardedProps: void 0,
		resume: [],
		protocolVersion: void 0
	};
}
const RunAgentInput = {
	encode(message, writer = new BinaryWriter()) {
		if (message.threadId !== "") writer.uint32(10).string(message.threadId);
		if (message.runId !== "") writer.uint32(18).string(message.runId);
		if (message.parentRunId !== void 0) writer.uint32(26).string(message.parentRunId);
		if (message.state !== void 0) Value.encode(Value.wrap(message.state), writer.uint32(34).fork()).join();
		for (const v of message.messages) Message.encode(v, writer.uint32(42).fork()).join();
		for (const v of message.tools) Tool.encode(v, writer.uint32(50).fork()).join();
		for (const v of message.context) Context.encode(v, writer.uint32(58).fork()).join();
		if (message.forwardedProps !== void 0) Value.encode(Value.wrap(message.forwardedProps), writer.uint32(66).fork()).join();
		for (const v of message.resume) ResumeEntry.encode(v, writer.uint32(74).fork()).join();
		if (message.protocolVersion !== void 0) writer.uint32(82).string(message.protocolVersion);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseRunAgentInput();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.threadId = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.runId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.parentRunId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.state = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 5:
					if (tag !== 42) break;
					message.messages.push(Message.decode(reader, reader.uint32()));
					continue;
				case 6:
					if (tag !== 50) break;
					message.tools.push(Tool.decode(reader, reader.uint32()));
					continue;
				case 7:
					if (tag !== 58) break;
					message.context.push(Context.decode(reader, reader.uint32()));
					continue;
				case 8:
					if (tag !== 66) break;
					message.forwardedProps = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 9:
					if (tag !== 74) break;
					message.resume.push(ResumeEntry.decode(reader, reader.uint32()));
					continue;
				case 10:
					if (tag !== 82) break;
					message.protocolVersion = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return RunAgentInput.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseRunAgentInput();
		message.threadId = object.threadId ?? "";
		message.runId = object.runId ?? "";
		message.parentRunId = object.parentRunId ?? void 0;
		message.state = object.state ?? void 0;
		message.messages = object.messages?.map((e) => Message.fromPartial(e)) || [];
		message.tools = object.tools?.map((e) => Tool.fromPartial(e)) || [];
		message.context = object.context?.map((e) => Context.fromPartial(e)) || [];
		message.forwardedProps = object.forwardedProps ?? void 0;
		message.resume = object.resume?.map((e) => ResumeEntry.fromPartial(e)) || [];
		message.protocolVersion = object.protocolVersion ?? void 0;
		return message;
	}
};
function createBaseInterrupt() {
	return {
		id: "",
		reason: "",
		message: void 0,
		toolCallId: void 0,
		responseSchema: void 0,
		expiresAt: void 0,
		metadata: void 0,
		subagentRunId: void 0
	};
}
const Interrupt = {
	encode(message, writer = new BinaryWriter()) {
		if (message.id !== "") writer.uint32(10).string(message.id);
		if (message.reason !== "") writer.uint32(18).string(message.reason);
		if (message.message !== void 0) writer.uint32(26).string(message.message);
		if (message.toolCallId !== void 0) writer.uint32(34).string(message.toolCallId);
		if (message.responseSchema !== void 0) Value.encode(Value.wrap(message.responseSchema), writer.uint32(42).fork()).join();
		if (message.expiresAt !== void 0) writer.uint32(50).string(message.expiresAt);
		if (message.metadata !== void 0) Value.encode(Value.wrap(message.metadata), writer.uint32(58).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(66).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseInterrupt();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.id = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.reason = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.message = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.toolCallId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.responseSchema = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 6:
					if (tag !== 50) break;
					message.expiresAt = reader.string();
					continue;
				case 7:
					if (tag !== 58) break;
					message.metadata = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 8:
					if (tag !== 66) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Interrupt.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseInterrupt();
		message.id = object.id ?? "";
		message.reason = object.reason ?? "";
		message.message = object.message ?? void 0;
		message.toolCallId = object.toolCallId ?? void 0;
		message.responseSchema = object.responseSchema ?? void 0;
		message.expiresAt = object.expiresAt ?? void 0;
		message.metadata = object.metadata ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};

//#endregion
//#region src/generated/events.ts
/** The discriminator carried by every event. */
let EventType$1 = /* @__PURE__ */ function(EventType) {
	EventType[EventType["TEXT_MESSAGE_START"] = 0] = "TEXT_MESSAGE_START";
	EventType[EventType["TEXT_MESSAGE_CONTENT"] = 1] = "TEXT_MESSAGE_CONTENT";
	EventType[EventType["TEXT_MESSAGE_END"] = 2] = "TEXT_MESSAGE_END";
	EventType[EventType["TOOL_CALL_START"] = 3] = "TOOL_CALL_START";
	EventType[EventType["TOOL_CALL_ARGS"] = 4] = "TOOL_CALL_ARGS";
	EventType[EventType["TOOL_CALL_END"] = 5] = "TOOL_CALL_END";
	EventType[EventType["STATE_SNAPSHOT"] = 6] = "STATE_SNAPSHOT";
	EventType[EventType["STATE_DELTA"] = 7] = "STATE_DELTA";
	EventType[EventType["MESSAGES_SNAPSHOT"] = 8] = "MESSAGES_SNAPSHOT";
	EventType[EventType["RAW"] = 9] = "RAW";
	EventType[EventType["CUSTOM"] = 10] = "CUSTOM";
	EventType[EventType["RUN_STARTED"] = 11] = "RUN_STARTED";
	EventType[EventType["RUN_FINISHED"] = 12] = "RUN_FINISHED";
	EventType[EventType["RUN_ERROR"] = 13] = "RUN_ERROR";
	EventType[EventType["STEP_STARTED"] = 14] = "STEP_STARTED";
	EventType[EventType["STEP_FINISHED"] = 15] = "STEP_FINISHED";
	EventType[EventType["SUBAGENT_STARTED"] = 16] = "SUBAGENT_STARTED";
	EventType[EventType["SUBAGENT_FINISHED"] = 17] = "SUBAGENT_FINISHED";
	EventType[EventType["SUBAGENT_ERROR"] = 18] = "SUBAGENT_ERROR";
	EventType[EventType["TEXT_MESSAGE_CHUNK"] = 19] = "TEXT_MESSAGE_CHUNK";
	EventType[EventType["TOOL_CALL_CHUNK"] = 20] = "TOOL_CALL_CHUNK";
	EventType[EventType["TOOL_CALL_RESULT"] = 21] = "TOOL_CALL_RESULT";
	EventType[EventType["ACTIVITY_SNAPSHOT"] = 22] = "ACTIVITY_SNAPSHOT";
	EventType[EventType["ACTIVITY_DELTA"] = 23] = "ACTIVITY_DELTA";
	EventType[EventType["REASONING_START"] = 24] = "REASONING_START";
	EventType[EventType["REASONING_MESSAGE_START"] = 25] = "REASONING_MESSAGE_START";
	EventType[EventType["REASONING_MESSAGE_CONTENT"] = 26] = "REASONING_MESSAGE_CONTENT";
	EventType[EventType["REASONING_MESSAGE_END"] = 27] = "REASONING_MESSAGE_END";
	EventType[EventType["REASONING_MESSAGE_CHUNK"] = 28] = "REASONING_MESSAGE_CHUNK";
	EventType[EventType["REASONING_END"] = 29] = "REASONING_END";
	EventType[EventType["REASONING_ENCRYPTED_VALUE"] = 30] = "REASONING_ENCRYPTED_VALUE";
	EventType[EventType["UNRECOGNIZED"] = -1] = "UNRECOGNIZED";
	return EventType;
}({});
function createBaseBaseEvent() {
	return {
		type: 0,
		timestamp: void 0,
		rawEvent: void 0,
		metadata: void 0
	};
}
const BaseEvent$1 = {
	encode(message, writer = new BinaryWriter()) {
		if (message.type !== 0) writer.uint32(8).int32(message.type);
		if (message.timestamp !== void 0) writer.uint32(16).int64(message.timestamp);
		if (message.rawEvent !== void 0) Value.encode(Value.wrap(message.rawEvent), writer.uint32(26).fork()).join();
		if (message.metadata !== void 0) Struct.encode(Struct.wrap(message.metadata), writer.uint32(34).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseBaseEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 8) break;
					message.type = reader.int32();
					continue;
				case 2:
					if (tag !== 16) break;
					message.timestamp = longToNumber(reader.int64());
					continue;
				case 3:
					if (tag !== 26) break;
					message.rawEvent = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 4:
					if (tag !== 34) break;
					message.metadata = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return BaseEvent$1.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseBaseEvent();
		message.type = object.type ?? 0;
		message.timestamp = object.timestamp ?? void 0;
		message.rawEvent = object.rawEvent ?? void 0;
		message.metadata = object.metadata ?? void 0;
		return message;
	}
};
function createBaseTextMessageStartEvent() {
	return {
		baseEvent: void 0,
		messageId: "",
		role: void 0,
		name: void 0,
		subagentRunId: void 0
	};
}
const TextMessageStartEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.messageId !== "") writer.uint32(18).string(message.messageId);
		if (message.role !== void 0) writer.uint32(26).string(message.role);
		if (message.name !== void 0) writer.uint32(34).string(message.name);
		if (message.subagentRunId !== void 0) writer.uint32(42).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTextMessageStartEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.messageId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.role = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.name = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return TextMessageStartEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTextMessageStartEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.messageId = object.messageId ?? "";
		message.role = object.role ?? void 0;
		message.name = object.name ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseTextMessageContentEvent() {
	return {
		baseEvent: void 0,
		messageId: "",
		delta: "",
		subagentRunId: void 0
	};
}
const TextMessageContentEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.messageId !== "") writer.uint32(18).string(message.messageId);
		if (message.delta !== "") writer.uint32(26).string(message.delta);
		if (message.subagentRunId !== void 0) writer.uint32(34).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTextMessageContentEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.messageId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.delta = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return TextMessageContentEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTextMessageContentEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.messageId = object.messageId ?? "";
		message.delta = object.delta ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseTextMessageEndEvent() {
	return {
		baseEvent: void 0,
		messageId: "",
		subagentRunId: void 0
	};
}
const TextMessageEndEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.messageId !== "") writer.uint32(18).string(message.messageId);
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTextMessageEndEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.messageId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return TextMessageEndEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTextMessageEndEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.messageId = object.messageId ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseTextMessageChunkEvent() {
	return {
		baseEvent: void 0,
		messageId: void 0,
		role: void 0,
		delta: void 0,
		name: void 0,
		subagentRunId: void 0
	};
}
const TextMessageChunkEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.messageId !== void 0) writer.uint32(18).string(message.messageId);
		if (message.role !== void 0) writer.uint32(26).string(message.role);
		if (message.delta !== void 0) writer.uint32(34).string(message.delta);
		if (message.name !== void 0) writer.uint32(42).string(message.name);
		if (message.subagentRunId !== void 0) writer.uint32(50).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseTextMessageChunkEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.messageId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.role = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.delta = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.name = reader.string();
					continue;
				case 6:
					if (tag !== 50) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return TextMessageChunkEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseTextMessageChunkEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.messageId = object.messageId ?? void 0;
		message.role = object.role ?? void 0;
		message.delta = object.delta ?? void 0;
		message.name = object.name ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseToolCallStartEvent() {
	return {
		baseEvent: void 0,
		toolCallId: "",
		toolCallName: "",
		parentMessageId: void 0,
		subagentRunId: void 0
	};
}
const ToolCallStartEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.toolCallId !== "") writer.uint32(18).string(message.toolCallId);
		if (message.toolCallName !== "") writer.uint32(26).string(message.toolCallName);
		if (message.parentMessageId !== void 0) writer.uint32(34).string(message.parentMessageId);
		if (message.subagentRunId !== void 0) writer.uint32(42).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCallStartEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.toolCallId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.toolCallName = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.parentMessageId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCallStartEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCallStartEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.toolCallId = object.toolCallId ?? "";
		message.toolCallName = object.toolCallName ?? "";
		message.parentMessageId = object.parentMessageId ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseToolCallArgsEvent() {
	return {
		baseEvent: void 0,
		toolCallId: "",
		delta: "",
		subagentRunId: void 0
	};
}
const ToolCallArgsEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.toolCallId !== "") writer.uint32(18).string(message.toolCallId);
		if (message.delta !== "") writer.uint32(26).string(message.delta);
		if (message.subagentRunId !== void 0) writer.uint32(34).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCallArgsEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.toolCallId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.delta = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCallArgsEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCallArgsEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.toolCallId = object.toolCallId ?? "";
		message.delta = object.delta ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseToolCallEndEvent() {
	return {
		baseEvent: void 0,
		toolCallId: "",
		subagentRunId: void 0
	};
}
const ToolCallEndEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.toolCallId !== "") writer.uint32(18).string(message.toolCallId);
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCallEndEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.toolCallId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCallEndEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCallEndEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.toolCallId = object.toolCallId ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseToolCallChunkEvent() {
	return {
		baseEvent: void 0,
		toolCallId: void 0,
		toolCallName: void 0,
		parentMessageId: void 0,
		delta: void 0,
		subagentRunId: void 0
	};
}
const ToolCallChunkEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.toolCallId !== void 0) writer.uint32(18).string(message.toolCallId);
		if (message.toolCallName !== void 0) writer.uint32(26).string(message.toolCallName);
		if (message.parentMessageId !== void 0) writer.uint32(34).string(message.parentMessageId);
		if (message.delta !== void 0) writer.uint32(42).string(message.delta);
		if (message.subagentRunId !== void 0) writer.uint32(50).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCallChunkEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.toolCallId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.toolCallName = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.parentMessageId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.delta = reader.string();
					continue;
				case 6:
					if (tag !== 50) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCallChunkEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCallChunkEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.toolCallId = object.toolCallId ?? void 0;
		message.toolCallName = object.toolCallName ?? void 0;
		message.parentMessageId = object.parentMessageId ?? void 0;
		message.delta = object.delta ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseToolCallResultEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: "",
		toolCallId: "",
		content: void 0,
		role: void 0,
		contentParts: []
	};
}
const ToolCallResultEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		if (message.toolCallId !== "") writer.uint32(34).string(message.toolCallId);
		if (message.content !== void 0) writer.uint32(42).string(message.content);
		if (message.role !== void 0) writer.uint32(50).string(message.role);
		for (const v of message.contentParts) InputContent.encode(v, writer.uint32(58).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseToolCallResultEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.toolCallId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.content = reader.string();
					continue;
				case 6:
					if (tag !== 50) break;
					message.role = reader.string();
					continue;
				case 7:
					if (tag !== 58) break;
					message.contentParts.push(InputContent.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ToolCallResultEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseToolCallResultEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		message.toolCallId = object.toolCallId ?? "";
		message.content = object.content ?? void 0;
		message.role = object.role ?? void 0;
		message.contentParts = object.contentParts?.map((e) => InputContent.fromPartial(e)) || [];
		return message;
	}
};
function createBaseStateSnapshotEvent() {
	return {
		baseEvent: void 0,
		snapshot: void 0,
		subagentRunId: void 0
	};
}
const StateSnapshotEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.snapshot !== void 0) Value.encode(Value.wrap(message.snapshot), writer.uint32(18).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStateSnapshotEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.snapshot = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return StateSnapshotEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStateSnapshotEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.snapshot = object.snapshot ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseStateDeltaEvent() {
	return {
		baseEvent: void 0,
		delta: [],
		subagentRunId: void 0
	};
}
const StateDeltaEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		for (const v of message.delta) JsonPatchOperation.encode(v, writer.uint32(18).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStateDeltaEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.delta.push(JsonPatchOperation.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return StateDeltaEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStateDeltaEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.delta = object.delta?.map((e) => JsonPatchOperation.fromPartial(e)) || [];
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseMessagesSnapshotEvent() {
	return {
		baseEvent: void 0,
		messages: []
	};
}
const MessagesSnapshotEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		for (const v of message.messages) Message.encode(v, writer.uint32(18).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseMessagesSnapshotEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.messages.push(Message.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return MessagesSnapshotEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseMessagesSnapshotEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.messages = object.messages?.map((e) => Message.fromPartial(e)) || [];
		return message;
	}
};
function createBaseActivitySnapshotEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: "",
		activityType: "",
		content: void 0,
		replace: void 0
	};
}
const ActivitySnapshotEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		if (message.activityType !== "") writer.uint32(34).string(message.activityType);
		if (message.content !== void 0) Struct.encode(Struct.wrap(message.content), writer.uint32(42).fork()).join();
		if (message.replace !== void 0) writer.uint32(48).bool(message.replace);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseActivitySnapshotEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.activityType = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.content = Struct.unwrap(Struct.decode(reader, reader.uint32()));
					continue;
				case 6:
					if (tag !== 48) break;
					message.replace = reader.bool();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ActivitySnapshotEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseActivitySnapshotEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		message.activityType = object.activityType ?? "";
		message.content = object.content ?? void 0;
		message.replace = object.replace ?? void 0;
		return message;
	}
};
function createBaseActivityDeltaEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: "",
		activityType: "",
		patch: []
	};
}
const ActivityDeltaEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		if (message.activityType !== "") writer.uint32(34).string(message.activityType);
		for (const v of message.patch) JsonPatchOperation.encode(v, writer.uint32(42).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseActivityDeltaEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.activityType = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.patch.push(JsonPatchOperation.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ActivityDeltaEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseActivityDeltaEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		message.activityType = object.activityType ?? "";
		message.patch = object.patch?.map((e) => JsonPatchOperation.fromPartial(e)) || [];
		return message;
	}
};
function createBaseRawEvent() {
	return {
		baseEvent: void 0,
		event: void 0,
		source: void 0,
		subagentRunId: void 0
	};
}
const RawEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.event !== void 0) Value.encode(Value.wrap(message.event), writer.uint32(18).fork()).join();
		if (message.source !== void 0) writer.uint32(26).string(message.source);
		if (message.subagentRunId !== void 0) writer.uint32(34).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseRawEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.event = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 3:
					if (tag !== 26) break;
					message.source = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return RawEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseRawEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.event = object.event ?? void 0;
		message.source = object.source ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseCustomEvent() {
	return {
		baseEvent: void 0,
		name: "",
		value: void 0,
		subagentRunId: void 0
	};
}
const CustomEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.name !== "") writer.uint32(18).string(message.name);
		if (message.value !== void 0) Value.encode(Value.wrap(message.value), writer.uint32(26).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(34).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseCustomEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.name = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.value = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 4:
					if (tag !== 34) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return CustomEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseCustomEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.name = object.name ?? "";
		message.value = object.value ?? void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseRunStartedEvent() {
	return {
		baseEvent: void 0,
		threadId: "",
		runId: "",
		parentRunId: void 0,
		input: void 0,
		protocolVersion: void 0
	};
}
const RunStartedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.threadId !== "") writer.uint32(18).string(message.threadId);
		if (message.runId !== "") writer.uint32(26).string(message.runId);
		if (message.parentRunId !== void 0) writer.uint32(34).string(message.parentRunId);
		if (message.input !== void 0) RunAgentInput.encode(message.input, writer.uint32(42).fork()).join();
		if (message.protocolVersion !== void 0) writer.uint32(50).string(message.protocolVersion);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseRunStartedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.threadId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.runId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.parentRunId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.input = RunAgentInput.decode(reader, reader.uint32());
					continue;
				case 6:
					if (tag !== 50) break;
					message.protocolVersion = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return RunStartedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseRunStartedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.threadId = object.threadId ?? "";
		message.runId = object.runId ?? "";
		message.parentRunId = object.parentRunId ?? void 0;
		message.input = object.input !== void 0 && object.input !== null ? RunAgentInput.fromPartial(object.input) : void 0;
		message.protocolVersion = object.protocolVersion ?? void 0;
		return message;
	}
};
function createBaseRunFinishedEvent() {
	return {
		baseEvent: void 0,
		threadId: "",
		runId: "",
		result: void 0,
		outcome: "",
		interrupts: [],
		usage: [],
		pendingToolCallIds: []
	};
}
const RunFinishedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.threadId !== "") writer.uint32(18).string(message.threadId);
		if (message.runId !== "") writer.uint32(26).string(message.runId);
		if (message.result !== void 0) Value.encode(Value.wrap(message.result), writer.uint32(34).fork()).join();
		if (message.outcome !== "") writer.uint32(42).string(message.outcome);
		for (const v of message.interrupts) Interrupt.encode(v, writer.uint32(50).fork()).join();
		for (const v of message.usage) Usage.encode(v, writer.uint32(58).fork()).join();
		for (const v of message.pendingToolCallIds) writer.uint32(66).string(v);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseRunFinishedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.threadId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.runId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.result = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 5:
					if (tag !== 42) break;
					message.outcome = reader.string();
					continue;
				case 6:
					if (tag !== 50) break;
					message.interrupts.push(Interrupt.decode(reader, reader.uint32()));
					continue;
				case 7:
					if (tag !== 58) break;
					message.usage.push(Usage.decode(reader, reader.uint32()));
					continue;
				case 8:
					if (tag !== 66) break;
					message.pendingToolCallIds.push(reader.string());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return RunFinishedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseRunFinishedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.threadId = object.threadId ?? "";
		message.runId = object.runId ?? "";
		message.result = object.result ?? void 0;
		message.outcome = object.outcome ?? "";
		message.interrupts = object.interrupts?.map((e) => Interrupt.fromPartial(e)) || [];
		message.usage = object.usage?.map((e) => Usage.fromPartial(e)) || [];
		message.pendingToolCallIds = object.pendingToolCallIds?.map((e) => e) || [];
		return message;
	}
};
function createBaseRunErrorEvent() {
	return {
		baseEvent: void 0,
		code: void 0,
		message: "",
		usage: []
	};
}
const RunErrorEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.code !== void 0) writer.uint32(18).string(message.code);
		if (message.message !== "") writer.uint32(26).string(message.message);
		for (const v of message.usage) Usage.encode(v, writer.uint32(34).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseRunErrorEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.code = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.message = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.usage.push(Usage.decode(reader, reader.uint32()));
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return RunErrorEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseRunErrorEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.code = object.code ?? void 0;
		message.message = object.message ?? "";
		message.usage = object.usage?.map((e) => Usage.fromPartial(e)) || [];
		return message;
	}
};
function createBaseStepStartedEvent() {
	return {
		baseEvent: void 0,
		stepName: "",
		subagentRunId: void 0
	};
}
const StepStartedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.stepName !== "") writer.uint32(18).string(message.stepName);
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStepStartedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.stepName = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return StepStartedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStepStartedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.stepName = object.stepName ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseStepFinishedEvent() {
	return {
		baseEvent: void 0,
		stepName: "",
		subagentRunId: void 0
	};
}
const StepFinishedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.stepName !== "") writer.uint32(18).string(message.stepName);
		if (message.subagentRunId !== void 0) writer.uint32(26).string(message.subagentRunId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseStepFinishedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.stepName = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.subagentRunId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return StepFinishedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseStepFinishedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.stepName = object.stepName ?? "";
		message.subagentRunId = object.subagentRunId ?? void 0;
		return message;
	}
};
function createBaseReasoningStartEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: ""
	};
}
const ReasoningStartEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningStartEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningStartEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningStartEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		return message;
	}
};
function createBaseReasoningMessageStartEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: "",
		role: ""
	};
}
const ReasoningMessageStartEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		if (message.role !== "") writer.uint32(34).string(message.role);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningMessageStartEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.role = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningMessageStartEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningMessageStartEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		message.role = object.role ?? "";
		return message;
	}
};
function createBaseReasoningMessageContentEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: "",
		delta: ""
	};
}
const ReasoningMessageContentEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		if (message.delta !== "") writer.uint32(34).string(message.delta);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningMessageContentEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.delta = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningMessageContentEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningMessageContentEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		message.delta = object.delta ?? "";
		return message;
	}
};
function createBaseReasoningMessageEndEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: ""
	};
}
const ReasoningMessageEndEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningMessageEndEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningMessageEndEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningMessageEndEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		return message;
	}
};
function createBaseReasoningMessageChunkEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: void 0,
		delta: void 0
	};
}
const ReasoningMessageChunkEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== void 0) writer.uint32(26).string(message.messageId);
		if (message.delta !== void 0) writer.uint32(34).string(message.delta);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningMessageChunkEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.delta = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningMessageChunkEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningMessageChunkEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? void 0;
		message.delta = object.delta ?? void 0;
		return message;
	}
};
function createBaseReasoningEndEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		messageId: ""
	};
}
const ReasoningEndEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.messageId !== "") writer.uint32(26).string(message.messageId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningEndEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.messageId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningEndEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningEndEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.messageId = object.messageId ?? "";
		return message;
	}
};
function createBaseReasoningEncryptedValueEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: void 0,
		subtype: "",
		entityId: "",
		encryptedValue: ""
	};
}
const ReasoningEncryptedValueEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== void 0) writer.uint32(18).string(message.subagentRunId);
		if (message.subtype !== "") writer.uint32(26).string(message.subtype);
		if (message.entityId !== "") writer.uint32(34).string(message.entityId);
		if (message.encryptedValue !== "") writer.uint32(42).string(message.encryptedValue);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseReasoningEncryptedValueEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.subtype = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.entityId = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.encryptedValue = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return ReasoningEncryptedValueEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseReasoningEncryptedValueEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? void 0;
		message.subtype = object.subtype ?? "";
		message.entityId = object.entityId ?? "";
		message.encryptedValue = object.encryptedValue ?? "";
		return message;
	}
};
function createBaseSubagentStartedEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: "",
		name: "",
		description: void 0,
		parentSubagentRunId: void 0,
		parentToolCallId: void 0,
		parentMessageId: void 0
	};
}
const SubagentStartedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== "") writer.uint32(18).string(message.subagentRunId);
		if (message.name !== "") writer.uint32(26).string(message.name);
		if (message.description !== void 0) writer.uint32(34).string(message.description);
		if (message.parentSubagentRunId !== void 0) writer.uint32(42).string(message.parentSubagentRunId);
		if (message.parentToolCallId !== void 0) writer.uint32(50).string(message.parentToolCallId);
		if (message.parentMessageId !== void 0) writer.uint32(58).string(message.parentMessageId);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseSubagentStartedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.name = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.description = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.parentSubagentRunId = reader.string();
					continue;
				case 6:
					if (tag !== 50) break;
					message.parentToolCallId = reader.string();
					continue;
				case 7:
					if (tag !== 58) break;
					message.parentMessageId = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return SubagentStartedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseSubagentStartedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? "";
		message.name = object.name ?? "";
		message.description = object.description ?? void 0;
		message.parentSubagentRunId = object.parentSubagentRunId ?? void 0;
		message.parentToolCallId = object.parentToolCallId ?? void 0;
		message.parentMessageId = object.parentMessageId ?? void 0;
		return message;
	}
};
function createBaseSubagentFinishedEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: "",
		result: void 0,
		outcome: "",
		interruptIds: []
	};
}
const SubagentFinishedEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== "") writer.uint32(18).string(message.subagentRunId);
		if (message.result !== void 0) Value.encode(Value.wrap(message.result), writer.uint32(26).fork()).join();
		if (message.outcome !== "") writer.uint32(34).string(message.outcome);
		for (const v of message.interruptIds) writer.uint32(42).string(v);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseSubagentFinishedEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.result = Value.unwrap(Value.decode(reader, reader.uint32()));
					continue;
				case 4:
					if (tag !== 34) break;
					message.outcome = reader.string();
					continue;
				case 5:
					if (tag !== 42) break;
					message.interruptIds.push(reader.string());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return SubagentFinishedEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseSubagentFinishedEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? "";
		message.result = object.result ?? void 0;
		message.outcome = object.outcome ?? "";
		message.interruptIds = object.interruptIds?.map((e) => e) || [];
		return message;
	}
};
function createBaseSubagentErrorEvent() {
	return {
		baseEvent: void 0,
		subagentRunId: "",
		message: "",
		code: void 0
	};
}
const SubagentErrorEvent = {
	encode(message, writer = new BinaryWriter()) {
		if (message.baseEvent !== void 0) BaseEvent$1.encode(message.baseEvent, writer.uint32(10).fork()).join();
		if (message.subagentRunId !== "") writer.uint32(18).string(message.subagentRunId);
		if (message.message !== "") writer.uint32(26).string(message.message);
		if (message.code !== void 0) writer.uint32(34).string(message.code);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseSubagentErrorEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.baseEvent = BaseEvent$1.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.subagentRunId = reader.string();
					continue;
				case 3:
					if (tag !== 26) break;
					message.message = reader.string();
					continue;
				case 4:
					if (tag !== 34) break;
					message.code = reader.string();
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return SubagentErrorEvent.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseSubagentErrorEvent();
		message.baseEvent = object.baseEvent !== void 0 && object.baseEvent !== null ? BaseEvent$1.fromPartial(object.baseEvent) : void 0;
		message.subagentRunId = object.subagentRunId ?? "";
		message.message = object.message ?? "";
		message.code = object.code ?? void 0;
		return message;
	}
};
function createBaseEvent() {
	return {
		textMessageStart: void 0,
		textMessageContent: void 0,
		textMessageEnd: void 0,
		toolCallStart: void 0,
		toolCallArgs: void 0,
		toolCallEnd: void 0,
		stateSnapshot: void 0,
		stateDelta: void 0,
		messagesSnapshot: void 0,
		raw: void 0,
		custom: void 0,
		runStarted: void 0,
		runFinished: void 0,
		runError: void 0,
		stepStarted: void 0,
		stepFinished: void 0,
		textMessageChunk: void 0,
		toolCallChunk: void 0,
		subagentStarted: void 0,
		subagentFinished: void 0,
		subagentError: void 0,
		toolCallResult: void 0,
		activitySnapshot: void 0,
		activityDelta: void 0,
		reasoningStart: void 0,
		reasoningMessageStart: void 0,
		reasoningMessageContent: void 0,
		reasoningMessageEnd: void 0,
		reasoningMessageChunk: void 0,
		reasoningEnd: void 0,
		reasoningEncryptedValue: void 0
	};
}
const Event = {
	encode(message, writer = new BinaryWriter()) {
		if (message.textMessageStart !== void 0) TextMessageStartEvent.encode(message.textMessageStart, writer.uint32(10).fork()).join();
		if (message.textMessageContent !== void 0) TextMessageContentEvent.encode(message.textMessageContent, writer.uint32(18).fork()).join();
		if (message.textMessageEnd !== void 0) TextMessageEndEvent.encode(message.textMessageEnd, writer.uint32(26).fork()).join();
		if (message.toolCallStart !== void 0) ToolCallStartEvent.encode(message.toolCallStart, writer.uint32(34).fork()).join();
		if (message.toolCallArgs !== void 0) ToolCallArgsEvent.encode(message.toolCallArgs, writer.uint32(42).fork()).join();
		if (message.toolCallEnd !== void 0) ToolCallEndEvent.encode(message.toolCallEnd, writer.uint32(50).fork()).join();
		if (message.stateSnapshot !== void 0) StateSnapshotEvent.encode(message.stateSnapshot, writer.uint32(58).fork()).join();
		if (message.stateDelta !== void 0) StateDeltaEvent.encode(message.stateDelta, writer.uint32(66).fork()).join();
		if (message.messagesSnapshot !== void 0) MessagesSnapshotEvent.encode(message.messagesSnapshot, writer.uint32(74).fork()).join();
		if (message.raw !== void 0) RawEvent.encode(message.raw, writer.uint32(82).fork()).join();
		if (message.custom !== void 0) CustomEvent.encode(message.custom, writer.uint32(90).fork()).join();
		if (message.runStarted !== void 0) RunStartedEvent.encode(message.runStarted, writer.uint32(98).fork()).join();
		if (message.runFinished !== void 0) RunFinishedEvent.encode(message.runFinished, writer.uint32(106).fork()).join();
		if (message.runError !== void 0) RunErrorEvent.encode(message.runError, writer.uint32(114).fork()).join();
		if (message.stepStarted !== void 0) StepStartedEvent.encode(message.stepStarted, writer.uint32(122).fork()).join();
		if (message.stepFinished !== void 0) StepFinishedEvent.encode(message.stepFinished, writer.uint32(130).fork()).join();
		if (message.textMessageChunk !== void 0) TextMessageChunkEvent.encode(message.textMessageChunk, writer.uint32(138).fork()).join();
		if (message.toolCallChunk !== void 0) ToolCallChunkEvent.encode(message.toolCallChunk, writer.uint32(146).fork()).join();
		if (message.subagentStarted !== void 0) SubagentStartedEvent.encode(message.subagentStarted, writer.uint32(154).fork()).join();
		if (message.subagentFinished !== void 0) SubagentFinishedEvent.encode(message.subagentFinished, writer.uint32(162).fork()).join();
		if (message.subagentError !== void 0) SubagentErrorEvent.encode(message.subagentError, writer.uint32(170).fork()).join();
		if (message.toolCallResult !== void 0) ToolCallResultEvent.encode(message.toolCallResult, writer.uint32(178).fork()).join();
		if (message.activitySnapshot !== void 0) ActivitySnapshotEvent.encode(message.activitySnapshot, writer.uint32(186).fork()).join();
		if (message.activityDelta !== void 0) ActivityDeltaEvent.encode(message.activityDelta, writer.uint32(194).fork()).join();
		if (message.reasoningStart !== void 0) ReasoningStartEvent.encode(message.reasoningStart, writer.uint32(202).fork()).join();
		if (message.reasoningMessageStart !== void 0) ReasoningMessageStartEvent.encode(message.reasoningMessageStart, writer.uint32(210).fork()).join();
		if (message.reasoningMessageContent !== void 0) ReasoningMessageContentEvent.encode(message.reasoningMessageContent, writer.uint32(218).fork()).join();
		if (message.reasoningMessageEnd !== void 0) ReasoningMessageEndEvent.encode(message.reasoningMessageEnd, writer.uint32(226).fork()).join();
		if (message.reasoningMessageChunk !== void 0) ReasoningMessageChunkEvent.encode(message.reasoningMessageChunk, writer.uint32(234).fork()).join();
		if (message.reasoningEnd !== void 0) ReasoningEndEvent.encode(message.reasoningEnd, writer.uint32(242).fork()).join();
		if (message.reasoningEncryptedValue !== void 0) ReasoningEncryptedValueEvent.encode(message.reasoningEncryptedValue, writer.uint32(250).fork()).join();
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseEvent();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.textMessageStart = TextMessageStartEvent.decode(reader, reader.uint32());
					continue;
				case 2:
					if (tag !== 18) break;
					message.textMessageContent = TextMessageContentEvent.decode(reader, reader.uint32());
					continue;
				case 3:
					if (tag !== 26) break;
					message.textMessageEnd = TextMessageEndEvent.decode(reader, reader.uint32());
					continue;
				case 4:
					if (tag !== 34) break;
					message.toolCallStart = ToolCallStartEvent.decode(reader, reader.uint32());
					continue;
				case 5:
					if (tag !== 42) break;
					message.toolCallArgs = ToolCallArgsEvent.decode(reader, reader.uint32());
					continue;
				case 6:
					if (tag !== 50) break;
					message.toolCallEnd = ToolCallEndEvent.decode(reader, reader.uint32());
					continue;
				case 7:
					if (tag !== 58) break;
					message.stateSnapshot = StateSnapshotEvent.decode(reader, reader.uint32());
					continue;
				case 8:
					if (tag !== 66) break;
					message.stateDelta = StateDeltaEvent.decode(reader, reader.uint32());
					continue;
				case 9:
					if (tag !== 74) break;
					message.messagesSnapshot = MessagesSnapshotEvent.decode(reader, reader.uint32());
					continue;
				case 10:
					if (tag !== 82) break;
					message.raw = RawEvent.decode(reader, reader.uint32());
					continue;
				case 11:
					if (tag !== 90) break;
					message.custom = CustomEvent.decode(reader, reader.uint32());
					continue;
				case 12:
					if (tag !== 98) break;
					message.runStarted = RunStartedEvent.decode(reader, reader.uint32());
					continue;
				case 13:
					if (tag !== 106) break;
					message.runFinished = RunFinishedEvent.decode(reader, reader.uint32());
					continue;
				case 14:
					if (tag !== 114) break;
					message.runError = RunErrorEvent.decode(reader, reader.uint32());
					continue;
				case 15:
					if (tag !== 122) break;
					message.stepStarted = StepStartedEvent.decode(reader, reader.uint32());
					continue;
				case 16:
					if (tag !== 130) break;
					message.stepFinished = StepFinishedEvent.decode(reader, reader.uint32());
					continue;
				case 17:
					if (tag !== 138) break;
					message.textMessageChunk = TextMessageChunkEvent.decode(reader, reader.uint32());
					continue;
				case 18:
					if (tag !== 146) break;
					message.toolCallChunk = ToolCallChunkEvent.decode(reader, reader.uint32());
					continue;
				case 19:
					if (tag !== 154) break;
					message.subagentStarted = SubagentStartedEvent.decode(reader, reader.uint32());
					continue;
				case 20:
					if (tag !== 162) break;
					message.subagentFinished = SubagentFinishedEvent.decode(reader, reader.uint32());
					continue;
				case 21:
					if (tag !== 170) break;
					message.subagentError = SubagentErrorEvent.decode(reader, reader.uint32());
					continue;
				case 22:
					if (tag !== 178) break;
					message.toolCallResult = ToolCallResultEvent.decode(reader, reader.uint32());
					continue;
				case 23:
					if (tag !== 186) break;
					message.activitySnapshot = ActivitySnapshotEvent.decode(reader, reader.uint32());
					continue;
				case 24:
					if (tag !== 194) break;
					message.activityDelta = ActivityDeltaEvent.decode(reader, reader.uint32());
					continue;
				case 25:
					if (tag !== 202) break;
					message.reasoningStart = ReasoningStartEvent.decode(reader, reader.uint32());
					continue;
				case 26:
					if (tag !== 210) break;
					message.reasoningMessageStart = ReasoningMessageStartEvent.decode(reader, reader.uint32());
					continue;
				case 27:
					if (tag !== 218) break;
					message.reasoningMessageContent = ReasoningMessageContentEvent.decode(reader, reader.uint32());
					continue;
				case 28:
					if (tag !== 226) break;
					message.reasoningMessageEnd = ReasoningMessageEndEvent.decode(reader, reader.uint32());
					continue;
				case 29:
					if (tag !== 234) break;
					message.reasoningMessageChunk = ReasoningMessageChunkEvent.decode(reader, reader.uint32());
					continue;
				case 30:
					if (tag !== 242) break;
					message.reasoningEnd = ReasoningEndEvent.decode(reader, reader.uint32());
					continue;
				case 31:
					if (tag !== 250) break;
					message.reasoningEncryptedValue = ReasoningEncryptedValueEvent.decode(reader, reader.uint32());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Event.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseEvent();
		message.textMessageStart = object.textMessageStart !== void 0 && object.textMessageStart !== null ? TextMessageStartEvent.fromPartial(object.textMessageStart) : void 0;
		message.textMessageContent = object.textMessageContent !== void 0 && object.textMessageContent !== null ? TextMessageContentEvent.fromPartial(object.textMessageContent) : void 0;
		message.textMessageEnd = object.textMessageEnd !== void 0 && object.textMessageEnd !== null ? TextMessageEndEvent.fromPartial(object.textMessageEnd) : void 0;
		message.toolCallStart = object.toolCallStart !== void 0 && object.toolCallStart !== null ? ToolCallStartEvent.fromPartial(object.toolCallStart) : void 0;
		message.toolCallArgs = object.toolCallArgs !== void 0 && object.toolCallArgs !== null ? ToolCallArgsEvent.fromPartial(object.toolCallArgs) : void 0;
		message.toolCallEnd = object.toolCallEnd !== void 0 && object.toolCallEnd !== null ? ToolCallEndEvent.fromPartial(object.toolCallEnd) : void 0;
		message.stateSnapshot = object.stateSnapshot !== void 0 && object.stateSnapshot !== null ? StateSnapshotEvent.fromPartial(object.stateSnapshot) : void 0;
		message.stateDelta = object.stateDelta !== void 0 && object.stateDelta !== null ? StateDeltaEvent.fromPartial(object.stateDelta) : void 0;
		message.messagesSnapshot = object.messagesSnapshot !== void 0 && object.messagesSnapshot !== null ? MessagesSnapshotEvent.fromPartial(object.messagesSnapshot) : void 0;
		message.raw = object.raw !== void 0 && object.raw !== null ? RawEvent.fromPartial(object.raw) : void 0;
		message.custom = object.custom !== void 0 && object.custom !== null ? CustomEvent.fromPartial(object.custom) : void 0;
		message.runStarted = object.runStarted !== void 0 && object.runStarted !== null ? RunStartedEvent.fromPartial(object.runStarted) : void 0;
		message.runFinished = object.runFinished !== void 0 && object.runFinished !== null ? RunFinishedEvent.fromPartial(object.runFinished) : void 0;
		message.runError = object.runError !== void 0 && object.runError !== null ? RunErrorEvent.fromPartial(object.runError) : void 0;
		message.stepStarted = object.stepStarted !== void 0 && object.stepStarted !== null ? StepStartedEvent.fromPartial(object.stepStarted) : void 0;
		message.stepFinished = object.stepFinished !== void 0 && object.stepFinished !== null ? StepFinishedEvent.fromPartial(object.stepFinished) : void 0;
		message.textMessageChunk = object.textMessageChunk !== void 0 && object.textMessageChunk !== null ? TextMessageChunkEvent.fromPartial(object.textMessageChunk) : void 0;
		message.toolCallChunk = object.toolCallChunk !== void 0 && object.toolCallChunk !== null ? ToolCallChunkEvent.fromPartial(object.toolCallChunk) : void 0;
		message.subagentStarted = object.subagentStarted !== void 0 && object.subagentStarted !== null ? SubagentStartedEvent.fromPartial(object.subagentStarted) : void 0;
		message.subagentFinished = object.subagentFinished !== void 0 && object.subagentFinished !== null ? SubagentFinishedEvent.fromPartial(object.subagentFinished) : void 0;
		message.subagentError = object.subagentError !== void 0 && object.subagentError !== null ? SubagentErrorEvent.fromPartial(object.subagentError) : void 0;
		message.toolCallResult = object.toolCallResult !== void 0 && object.toolCallResult !== null ? ToolCallResultEvent.fromPartial(object.toolCallResult) : void 0;
		message.activitySnapshot = object.activitySnapshot !== void 0 && object.activitySnapshot !== null ? ActivitySnapshotEvent.fromPartial(object.activitySnapshot) : void 0;
		message.activityDelta = object.activityDelta !== void 0 && object.activityDelta !== null ? ActivityDeltaEvent.fromPartial(object.activityDelta) : void 0;
		message.reasoningStart = object.reasoningStart !== void 0 && object.reasoningStart !== null ? ReasoningStartEvent.fromPartial(object.reasoningStart) : void 0;
		message.reasoningMessageStart = object.reasoningMessageStart !== void 0 && object.reasoningMessageStart !== null ? ReasoningMessageStartEvent.fromPartial(object.reasoningMessageStart) : void 0;
		message.reasoningMessageContent = object.reasoningMessageContent !== void 0 && object.reasoningMessageContent !== null ? ReasoningMessageContentEvent.fromPartial(object.reasoningMessageContent) : void 0;
		message.reasoningMessageEnd = object.reasoningMessageEnd !== void 0 && object.reasoningMessageEnd !== null ? ReasoningMessageEndEvent.fromPartial(object.reasoningMessageEnd) : void 0;
		message.reasoningMessageChunk = object.reasoningMessageChunk !== void 0 && object.reasoningMessageChunk !== null ? ReasoningMessageChunkEvent.fromPartial(object.reasoningMessageChunk) : void 0;
		message.reasoningEnd = object.reasoningEnd !== void 0 && object.reasoningEnd !== null ? ReasoningEndEvent.fromPartial(object.reasoningEnd) : void 0;
		message.reasoningEncryptedValue = object.reasoningEncryptedValue !== void 0 && object.reasoningEncryptedValue !== null ? ReasoningEncryptedValueEvent.fromPartial(object.reasoningEncryptedValue) : void 0;
		return message;
	}
};
function createBaseUsage() {
	return {
		provider: void 0,
		model: void 0,
		inputTokens: void 0,
		outputTokens: void 0,
		totalTokens: void 0,
		reasoningTokens: void 0,
		cachedInputTokens: void 0,
		cacheWriteInputTokens: void 0
	};
}
const Usage = {
	encode(message, writer = new BinaryWriter()) {
		if (message.provider !== void 0) writer.uint32(10).string(message.provider);
		if (message.model !== void 0) writer.uint32(18).string(message.model);
		if (message.inputTokens !== void 0) writer.uint32(24).int64(message.inputTokens);
		if (message.outputTokens !== void 0) writer.uint32(32).int64(message.outputTokens);
		if (message.totalTokens !== void 0) writer.uint32(40).int64(message.totalTokens);
		if (message.reasoningTokens !== void 0) writer.uint32(48).int64(message.reasoningTokens);
		if (message.cachedInputTokens !== void 0) writer.uint32(56).int64(message.cachedInputTokens);
		if (message.cacheWriteInputTokens !== void 0) writer.uint32(64).int64(message.cacheWriteInputTokens);
		return writer;
	},
	decode(input, length) {
		const reader = input instanceof BinaryReader ? input : new BinaryReader(input);
		const end = length === void 0 ? reader.len : reader.pos + length;
		const message = createBaseUsage();
		while (reader.pos < end) {
			const tag = reader.uint32();
			switch (tag >>> 3) {
				case 1:
					if (tag !== 10) break;
					message.provider = reader.string();
					continue;
				case 2:
					if (tag !== 18) break;
					message.model = reader.string();
					continue;
				case 3:
					if (tag !== 24) break;
					message.inputTokens = longToNumber(reader.int64());
					continue;
				case 4:
					if (tag !== 32) break;
					message.outputTokens = longToNumber(reader.int64());
					continue;
				case 5:
					if (tag !== 40) break;
					message.totalTokens = longToNumber(reader.int64());
					continue;
				case 6:
					if (tag !== 48) break;
					message.reasoningTokens = longToNumber(reader.int64());
					continue;
				case 7:
					if (tag !== 56) break;
					message.cachedInputTokens = longToNumber(reader.int64());
					continue;
				case 8:
					if (tag !== 64) break;
					message.cacheWriteInputTokens = longToNumber(reader.int64());
					continue;
			}
			if ((tag & 7) === 4 || tag === 0) break;
			reader.skip(tag & 7);
		}
		return message;
	},
	create(base) {
		return Usage.fromPartial(base ?? {});
	},
	fromPartial(object) {
		const message = createBaseUsage();
		message.provider = object.provider ?? void 0;
		message.model = object.model ?? void 0;
		message.inputTokens = object.inputTokens ?? void 0;
		message.outputTokens = object.outputTokens ?? void 0;
		message.totalTokens = object.totalTokens ?? void 0;
		message.reasoningTokens = object.reasoningTokens ?? void 0;
		message.cachedInputTokens = object.cachedInputTokens ?? void 0;
		message.cacheWriteInputTokens = object.cacheWriteInputTokens ?? void 0;
		return message;
	}
};
function longToNumber(int64) {
	const num = globalThis.Number(int64.toString());
	if (num > globalThis.Number.MAX_SAFE_INTEGER) throw new globalThis.Error("Value is larger than Number.MAX_SAFE_INTEGER");
	if (num < globalThis.Number.MIN_SAFE_INTEGER) throw new globalThis.Error("Value is smaller than Number.MIN_SAFE_INTEGER");
	return num;
}

//#endregion
//#region src/proto.ts
const asRecord = (value) => value && typeof value === "object" ? value : void 0;
const asArray = (value) => Array.isArray(value) ? value : [];
/**
* The same switch the client's enforcement stage reads, so one variable
* silences both halves of what is really one decision about unrecognised
* material.
*/
const suppressWarnings = () => typeof process !== "undefined" && typeof process.env !== "undefined" && Boolean(process.env.SUPPRESS_TRANSFORMATION_WARNINGS);
/**
* The one drop this layer makes that it cannot hand on to enforcement.
*
* An unrecognised role or patch operation still has a NAME — the string or the
* enum value arrived on the wire — so it rides along and enforcement strips it
* and says which path it stripped. An unset protobuf oneof has no name at all:
* the bytes say only that no arm this build knows was populated. There is
* nothing to pass on, so the drop has to happen here, and a drop that happens
* here is a drop enforcement will never mention. Saying so is the difference
* between the two transports losing the same part loudly and one of them
* losing it in silence.
*/
const warnDroppedContentPart = () => {
	if (suppressWarnings()) return;
	console.warn("[ag-ui][proto] Dropped a content part this build does not know: the protocol has a variant this SDK predates.");
};
/**
* The encode-side twin, and the only one that can say WHERE.
*
* Reached only with validation bypassed, since the schema would have rejected
* the part first. There is no wire arm to put it on, so it cannot be encoded —
* but the message then arrives at the far end one part shorter, and until this
* warning existed nothing said which part went missing or from which message.
*/
const warnUnencodableContentPart = (at, index) => {
	if (suppressWarnings()) return;
	console.warn(`[ag-ui][proto.encode] Dropped ${at}.${CONTENT_FIELD}[${index}]: no wire form for this content part, so it is not encoded.`);
};
function toCamelCase(str) {
	return str.toLowerCase().replace(/_([a-z])/g, (_, letter) => letter.toUpperCase());
}
/**
* A validation failure as the list of places it failed.
*
* Read structurally rather than by instanceof: a zod error crossing a package
* boundary may come from a different copy of zod, and an instanceof that
* quietly missed would leave the warning naming nothing at all.
*/
const issuePaths = (err) => {
	const issues = err?.issues;
	if (!Array.isArray(issues) || issues.length === 0) return String(err);
	const paths = issues.map((issue) => {
		const path = issue.path;
		return Array.isArray(path) && path.length > 0 ? `/${path.join("/")}` : "the event itself";
	});
	return [...new Set(paths)].join(", ");
};
/**
* The event types the handwritten SDK models know. The schema — and this
* generated wire layer — can be ahead of them; an event outside this set is
* carried structurally and validated once the SDK catches up.
*/
const KNOWN_TO_CORE = new Set(Object.values(dist/* EventType */.Bx));
/**
* The envelope's oneof entry names, mapped to the event type each carries.
* The entry selected the message shape, so it is authoritative on decode.
*/
const ENVELOPE_TYPE = {
	textMessageStart: "TEXT_MESSAGE_START",
	textMessageContent: "TEXT_MESSAGE_CONTENT",
	textMessageEnd: "TEXT_MESSAGE_END",
	textMessageChunk: "TEXT_MESSAGE_CHUNK",
	toolCallStart: "TOOL_CALL_START",
	toolCallArgs: "TOOL_CALL_ARGS",
	toolCallEnd: "TOOL_CALL_END",
	toolCallChunk: "TOOL_CALL_CHUNK",
	toolCallResult: "TOOL_CALL_RESULT",
	stateSnapshot: "STATE_SNAPSHOT",
	stateDelta: "STATE_DELTA",
	messagesSnapshot: "MESSAGES_SNAPSHOT",
	activitySnapshot: "ACTIVITY_SNAPSHOT",
	activityDelta: "ACTIVITY_DELTA",
	raw: "RAW",
	custom: "CUSTOM",
	runStarted: "RUN_STARTED",
	runFinished: "RUN_FINISHED",
	runError: "RUN_ERROR",
	stepStarted: "STEP_STARTED",
	stepFinished: "STEP_FINISHED",
	reasoningStart: "REASONING_START",
	reasoningMessageStart: "REASONING_MESSAGE_START",
	reasoningMessageContent: "REASONING_MESSAGE_CONTENT",
	reasoningMessageEnd: "REASONING_MESSAGE_END",
	reasoningMessageChunk: "REASONING_MESSAGE_CHUNK",
	reasoningEnd: "REASONING_END",
	reasoningEncryptedValue: "REASONING_ENCRYPTED_VALUE",
	subagentStarted: "SUBAGENT_STARTED",
	subagentFinished: "SUBAGENT_FINISHED",
	subagentError: "SUBAGENT_ERROR"
};
/** The envelope's known field numbers, for the repeated-tag scan. */
const ENVELOPE_TAGS = new Set([
	1,
	2,
	3,
	4,
	5,
	6,
	7,
	8,
	9,
	10,
	11,
	12,
	13,
	14,
	15,
	16,
	17,
	18,
	19,
	20,
	21,
	22,
	23,
	24,
	25,
	26,
	27,
	28,
	29,
	30,
	31
]);
/**
* Narrows metadata to the object the wire format declares, or nothing.
*
* On the validated path the schema has already guaranteed this. On the fallback
* path below the event is unvalidated, and the generated `Struct.wrap` would
* quietly mangle anything else — an array becomes `{"0": …}`, a string becomes
* per-character keys, a number becomes `{}`. Dropping the value is the honest
* outcome for a shim whose contract is to warn and encode best-effort; the
* caller already gets a loud warning naming the validation failure.
*/
const normalizeMetadata = (metadata) => typeof metadata === "object" && metadata !== null && !Array.isArray(metadata) ? metadata : void 0;
const toProtoSource = (source) => {
	const rec = asRecord(source);
	if (!rec) return void 0;
	if (rec.type === "data") return { data: {
		value: rec.value,
		mimeType: rec.mimeType
	} };
	if (rec.type === "url") return { url: {
		value: rec.value,
		mimeType: rec.mimeType
	} };
	if (rec.type === "file") return { file: {
		value: rec.value,
		provider: rec.provider,
		mimeType: rec.mimeType
	} };
};
const fromProtoSource = (source) => {
	const rec = asRecord(source);
	if (!rec) return void 0;
	if ([
		rec.data,
		rec.url,
		rec.file
	].filter(Boolean).length > 1) throw new Error("Invalid event: source carries more than one arm");
	if (rec.data) {
		const wire = rec.data;
		return {
			type: "data",
			value: wire.value,
			mimeType: wire.mimeType
		};
	}
	if (rec.url) {
		const wire = rec.url;
		return {
			type: "url",
			value: wire.value,
			mimeType: wire.mimeType
		};
	}
	if (rec.file) {
		const wire = rec.file;
		return {
			type: "file",
			value: wire.value,
			provider: wire.provider,
			mimeType: wire.mimeType
		};
	}
};
const toProtoContentPart = (part) => {
	const rec = asRecord(part);
	if (!rec) return void 0;
	switch (rec.type) {
		case "text": return { text: {
			id: rec.id,
			text: rec.text,
			metadata: rec.metadata
		} };
		case "image": return { image: {
			id: rec.id,
			source: toProtoSource(rec.source),
			metadata: rec.metadata
		} };
		case "audio": return { audio: {
			id: rec.id,
			source: toProtoSource(rec.source),
			metadata: rec.metadata
		} };
		case "video": return { video: {
			id: rec.id,
			source: toProtoSource(rec.source),
			metadata: rec.metadata
		} };
		case "document": return { document: {
			id: rec.id,
			source: toProtoSource(rec.source),
			metadata: rec.metadata
		} };
		case "binary": {
			const source = rec.data ? { data: {
				value: rec.data,
				mimeType: rec.mimeType
			} } : rec.url ? { url: {
				value: rec.url,
				mimeType: rec.mimeType
			} } : rec.id ? { url: {
				value: rec.id,
				mimeType: rec.mimeType
			} } : void 0;
			if (!source) return void 0;
			return { document: {
				source,
				metadata: {
					legacyBinary: true,
					filename: rec.filename,
					id: rec.id
				}
			} };
		}
		default: return;
	}
};
const fromProtoContentPart = (part) => {
	const rec = asRecord(part);
	if (!rec) return void 0;
	if ([
		rec.text,
		rec.image,
		rec.audio,
		rec.video,
		rec.document
	].filter(Boolean).length > 1) throw new Error("Invalid event: content part carries more than one arm");
	if (rec.text) {
		const part = rec.text;
		return {
			type: "text",
			id: part.id,
			text: part.text,
			metadata: part.metadata
		};
	}
	if (rec.image) {
		const part = rec.image;
		if (part.source !== void 0 && fromProtoSource(part.source) === void 0) return;
		return {
			type: "image",
			id: part.id,
			source: fromProtoSource(part.source),
			metadata: part.metadata
		};
	}
	if (rec.audio) {
		const part = rec.audio;
		if (part.source !== void 0 && fromProtoSource(part.source) === void 0) return;
		return {
			type: "audio",
			id: part.id,
			source: fromProtoSource(part.source),
			metadata: part.metadata
		};
	}
	if (rec.video) {
		const part = rec.video;
		if (part.source !== void 0 && fromProtoSource(part.source) === void 0) return;
		return {
			type: "video",
			id: part.id,
			source: fromProtoSource(part.source),
			metadata: part.metadata
		};
	}
	if (rec.document) {
		const part = rec.document;
		if (part.source !== void 0 && fromProtoSource(part.source) === void 0) return;
		return {
			type: "document",
			id: part.id,
			source: fromProtoSource(part.source),
			metadata: part.metadata
		};
	}
};
/**
* The wire's one Message carries the union of every role's fields; which
* field feeds `content` depends on the role.
*/
const MAP_CONTENT_ROLES = new Set(["activity"]);
const PARTS_CONTENT_ROLES = new Set(["user", "tool"]);
/** Every role the Message union declares, for telling unknown from misused. */
const KNOWN_ROLES = new Set([
	"developer",
	"system",
	"assistant",
	"user",
	"tool",
	"activity",
	"reasoning"
]);
/** The JSON field the merged Message splits, for naming a part in a warning. */
const CONTENT_FIELD = "content";
const toWireMessage = (value, at = "message") => {
	const message = asRecord(value) ?? {};
	const wire = {
		...message,
		contentParts: []
	};
	wire.metadata = normalizeMetadata(message.metadata);
	wire.toolCalls = asArray(message.toolCalls).map((toolCall) => ({
		...toolCall,
		metadata: normalizeMetadata(asRecord(toolCall)?.metadata)
	}));
	if (Array.isArray(message.content)) {
		wire.contentParts = message.content.map((part, index) => {
			const mapped = toProtoContentPart(part);
			if (mapped === void 0) warnUnencodableContentPart(at, index);
			return mapped;
		}).filter((part) => part !== void 0);
		wire.content = void 0;
	} else if (typeof message.role === "string" && MAP_CONTENT_ROLES.has(message.role)) {
		wire.activityContent = normalizeMetadata(message.content) ?? {};
		wire.content = void 0;
	}
	return wire;
};
const fromWireMessage = (value) => {
	const wire = asRecord(value) ?? {};
	const message = { ...wire };
	const role = typeof wire.role === "string" ? wire.role : "";
	const known = KNOWN_ROLES.has(role);
	const usesParts = known ? PARTS_CONTENT_ROLES.has(role) : asArray(wire.contentParts).length > 0;
	const usesMap = known ? MAP_CONTENT_ROLES.has(role) : !usesParts && wire.activityContent !== void 0;
	if (!known && (wire.content !== void 0 ? 1 : 0) + (asArray(wire.contentParts).length > 0 ? 1 : 0) + (wire.activityContent !== void 0 ? 1 : 0) > 1) throw new Error("Invalid event: message carries more than one content form");
	if (known) {
		if (!usesParts && asArray(wire.contentParts).length > 0) throw new Error("Invalid event: message carries content parts for a role that has none");
		if (wire.activityContent !== void 0 && !usesMap) throw new Error("Invalid event: message carries activity content for a non-activity role");
		if (usesMap && wire.content !== void 0) throw new Error("Invalid event: activity content cannot ride with other content forms");
		if (usesParts && wire.content !== void 0 && asArray(wire.contentParts).length > 0) throw new Error("Invalid event: message carries both string content and content parts");
	}
	if (usesParts && wire.content === void 0) message.content = asArray(wire.contentParts).map((part) => {
		const mapped = fromProtoContentPart(part);
		if (mapped === void 0) warnDroppedContentPart();
		return mapped;
	}).filter((part) => part !== void 0);
	if (usesMap && wire.activityContent !== void 0) message.content = wire.activityContent;
	delete message.activityContent;
	delete message.contentParts;
	if (asArray(wire.toolCalls).length === 0) delete message.toolCalls;
	Object.keys(message).forEach((key) => {
		if (message[key] === void 0) delete message[key];
	});
	return message;
};
/**
* ts-proto materialises absent optional fields as undefined-valued keys, on
* nested objects too. An absent field stays absent: the keys go.
*/
const dropUndefinedDeep = (value) => {
	if (Array.isArray(value)) {
		for (const entry of value) dropUndefinedDeep(entry);
		return;
	}
	const rec = asRecord(value);
	if (!rec) return;
	for (const key of Object.keys(rec)) if (rec[key] === void 0) delete rec[key];
	else dropUndefinedDeep(rec[key]);
};
const normalizeItemMetadata = (value) => ({
	...asRecord(value) ?? {},
	metadata: normalizeMetadata(asRecord(value)?.metadata)
});
const toWireRunAgentInput = (value) => {
	const input = asRecord(value);
	if (!input) return void 0;
	return {
		threadId: input.threadId,
		runId: input.runId,
		protocolVersion: input.protocolVersion,
		parentRunId: input.parentRunId,
		state: input.state,
		messages: asArray(input.messages).map((item, index) => toWireMessage(item, `messages[${index}]`)),
		tools: asArray(input.tools).map(normalizeItemMetadata),
		context: asArray(input.context),
		forwardedProps: input.forwardedProps,
		resume: asArray(input.resume).map(normalizeItemMetadata)
	};
};
const fromWireRunAgentInput = (value) => {
	const rec = asRecord(value);
	if (!rec) return void 0;
	const output = {};
	if (rec.threadId !== void 0) output.threadId = rec.threadId;
	if (rec.runId !== void 0) output.runId = rec.runId;
	if (rec.protocolVersion !== void 0) output.protocolVersion = rec.protocolVersion;
	if (rec.parentRunId !== void 0) output.parentRunId = rec.parentRunId;
	if (rec.state !== void 0) output.state = rec.state;
	output.messages = asArray(rec.messages).map(fromWireMessage).filter((message) => message !== void 0);
	output.tools = asArray(rec.tools);
	output.context = asArray(rec.context);
	if (rec.forwardedProps !== void 0) output.forwardedProps = rec.forwardedProps;
	output.resume = asArray(rec.resume);
	return output;
};
/**
* Encodes an event to the protobuf wire format.
*/
function encode(event) {
	event = omitOptionalNulls(event, "Event");
	let validatedEvent = event;
	if (KNOWN_TO_CORE.has(event.type)) try {
		validatedEvent = EventSchemas.parse(event);
	} catch (err) {
		console.warn(`[ag-ui][proto.encode] Encoding ${String(event.type)} without validation: the schema rejected it at ${issuePaths(err)}. Encoded as given.`);
		validatedEvent = event;
	}
	const oneofField = toCamelCase(validatedEvent.type);
	const { type, timestamp, rawEvent, metadata, ...rest } = validatedEvent;
	if (type === "MESSAGES_SNAPSHOT" && Array.isArray(rest.messages)) rest.messages = rest.messages.map((message, index) => toWireMessage(message, `messages[${index}]`));
	if (type === "RUN_FINISHED") {
		const outcomeRecord = asRecord(rest.outcome);
		rest.pendingToolCallIds = [];
		rest.interrupts = [];
		if (rest.outcome === void 0) rest.outcome = "";
		else if (outcomeRecord?.type === "success") {
			rest.outcome = "success";
			rest.pendingToolCallIds = asArray(outcomeRecord?.pendingToolCallIds);
		} else if (outcomeRecord?.type === "interrupt") {
			rest.outcome = "interrupt";
			rest.interrupts = asArray(outcomeRecord?.interrupts);
		} else if (outcomeRecord?.type === "cancelled") rest.outcome = "cancelled";
		else rest.outcome = typeof outcomeRecord?.type === "string" ? outcomeRecord.type : "";
	}
	if (type === "SUBAGENT_FINISHED") {
		const outcomeRecord = asRecord(rest.outcome);
		rest.interruptIds = [];
		if (rest.outcome === void 0) rest.outcome = "";
		else if (outcomeRecord?.type === "success") rest.outcome = "success";
		else if (outcomeRecord?.type === "suspended") {
			rest.outcome = "suspended";
			rest.interruptIds = asArray(outcomeRecord?.interruptIds);
		} else rest.outcome = typeof outcomeRecord?.type === "string" ? outcomeRecord.type : "";
	}
	if (type === "STATE_DELTA" && Array.isArray(rest.delta)) rest.delta = rest.delta.map((operation) => ({
		...operation,
		op: JsonPatchOperationType[operation.op.toUpperCase()]
	}));
	if (type === "ACTIVITY_DELTA" && Array.isArray(rest.patch)) rest.patch = rest.patch.map((operation) => ({
		...operation,
		op: JsonPatchOperationType[operation.op.toUpperCase()]
	}));
	if (type === "RUN_FINISHED") rest.usage = asArray(rest.usage);
	if (type === "RUN_ERROR") rest.usage = asArray(rest.usage);
	if (type === "TOOL_CALL_RESULT") if (Array.isArray(rest.content)) {
		rest.contentParts = rest.content.map((part, index) => {
			const mapped = toProtoContentPart(part);
			if (mapped === void 0) warnUnencodableContentPart("TOOL_CALL_RESULT.content", index);
			return mapped;
		}).filter((part) => part !== void 0);
		rest.content = void 0;
	} else rest.contentParts = [];
	if (type === "RUN_STARTED" && rest.input !== void 0) rest.input = toWireRunAgentInput(rest.input);
	const eventMessage = { [oneofField]: {
		baseEvent: {
			type: EventType$1[event.type],
			timestamp,
			rawEvent,
			metadata: normalizeMetadata(metadata)
		},
		...rest
	} };
	return Event.encode(eventMessage).finish();
}
const SCAN_SPECS = {
	TextMessageStartEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	BaseEvent: {
		singular: new Set([3, 4]),
		descend: {},
		google: {
			3: "google.protobuf.Value",
			4: "google.protobuf.Struct"
		}
	},
	TextMessageContentEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	TextMessageEndEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ToolCallStartEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ToolCallArgsEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ToolCallEndEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	StateSnapshotEvent: {
		singular: new Set([1, 2]),
		descend: { 1: "BaseEvent" },
		google: { 2: "google.protobuf.Value" }
	},
	StateDeltaEvent: {
		singular: new Set([1]),
		descend: {
			1: "BaseEvent",
			2: "JsonPatchOperation"
		}
	},
	JsonPatchOperation: {
		singular: new Set([4]),
		descend: {},
		google: { 4: "google.protobuf.Value" }
	},
	MessagesSnapshotEvent: {
		singular: new Set([1]),
		descend: {
			1: "BaseEvent",
			2: "Message"
		}
	},
	Message: {
		singular: new Set([9, 13]),
		descend: {
			5: "ToolCall",
			8: "InputContent"
		},
		google: {
			9: "google.protobuf.Struct",
			13: "google.protobuf.Struct"
		}
	},
	ToolCall: {
		singular: new Set([3, 4]),
		descend: {},
		google: { 4: "google.protobuf.Struct" }
	},
	InputContent: {
		singular: new Set([
			1,
			2,
			3,
			4,
			5
		]),
		descend: {
			1: "TextInputPart",
			2: "ImageInputPart",
			3: "AudioInputPart",
			4: "VideoInputPart",
			5: "DocumentInputPart"
		},
		arms: new Set([
			1,
			2,
			3,
			4,
			5
		])
	},
	TextInputPart: {
		singular: new Set([3]),
		descend: {},
		google: { 3: "google.protobuf.Value" }
	},
	ImageInputPart: {
		singular: new Set([1, 2]),
		descend: { 1: "InputContentSource" },
		google: { 2: "google.protobuf.Value" }
	},
	InputContentSource: {
		singular: new Set([
			1,
			2,
			3
		]),
		descend: {},
		arms: new Set([
			1,
			2,
			3
		])
	},
	AudioInputPart: {
		singular: new Set([1, 2]),
		descend: { 1: "InputContentSource" },
		google: { 2: "google.protobuf.Value" }
	},
	VideoInputPart: {
		singular: new Set([1, 2]),
		descend: { 1: "InputContentSource" },
		google: { 2: "google.protobuf.Value" }
	},
	DocumentInputPart: {
		singular: new Set([1, 2]),
		descend: { 1: "InputContentSource" },
		google: { 2: "google.protobuf.Value" }
	},
	RawEvent: {
		singular: new Set([1, 2]),
		descend: { 1: "BaseEvent" },
		google: { 2: "google.protobuf.Value" }
	},
	CustomEvent: {
		singular: new Set([1, 3]),
		descend: { 1: "BaseEvent" },
		google: { 3: "google.protobuf.Value" }
	},
	RunStartedEvent: {
		singular: new Set([1, 5]),
		descend: {
			1: "BaseEvent",
			5: "RunAgentInput"
		}
	},
	RunAgentInput: {
		singular: new Set([4, 8]),
		descend: {
			5: "Message",
			6: "Tool",
			9: "ResumeEntry"
		},
		google: {
			4: "google.protobuf.Value",
			8: "google.protobuf.Value"
		}
	},
	Tool: {
		singular: new Set([3, 4]),
		descend: {},
		google: {
			3: "google.protobuf.Value",
			4: "google.protobuf.Struct"
		}
	},
	ResumeEntry: {
		singular: new Set([3, 4]),
		descend: {},
		google: {
			3: "google.protobuf.Value",
			4: "google.protobuf.Struct"
		}
	},
	RunFinishedEvent: {
		singular: new Set([1, 4]),
		descend: {
			1: "BaseEvent",
			6: "Interrupt"
		},
		google: { 4: "google.protobuf.Value" }
	},
	Interrupt: {
		singular: new Set([5, 7]),
		descend: {},
		google: {
			5: "google.protobuf.Value",
			7: "google.protobuf.Value"
		}
	},
	RunErrorEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	StepStartedEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	StepFinishedEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	TextMessageChunkEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ToolCallChunkEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	SubagentStartedEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	SubagentFinishedEvent: {
		singular: new Set([1, 3]),
		descend: { 1: "BaseEvent" },
		google: { 3: "google.protobuf.Value" }
	},
	SubagentErrorEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ToolCallResultEvent: {
		singular: new Set([1]),
		descend: {
			1: "BaseEvent",
			7: "InputContent"
		}
	},
	ActivitySnapshotEvent: {
		singular: new Set([1, 5]),
		descend: { 1: "BaseEvent" },
		google: { 5: "google.protobuf.Struct" }
	},
	ActivityDeltaEvent: {
		singular: new Set([1]),
		descend: {
			1: "BaseEvent",
			5: "JsonPatchOperation"
		}
	},
	ReasoningStartEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningMessageStartEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningMessageContentEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningMessageEndEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningMessageChunkEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningEndEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	ReasoningEncryptedValueEvent: {
		singular: new Set([1]),
		descend: { 1: "BaseEvent" }
	},
	"google.protobuf.Struct": {
		singular: /* @__PURE__ */ new Set(),
		descend: { 1: "google.protobuf.Struct.FieldsEntry" }
	},
	"google.protobuf.Struct.FieldsEntry": {
		singular: new Set([2]),
		descend: { 2: "google.protobuf.Value" }
	},
	"google.protobuf.Value": {
		singular: new Set([5, 6]),
		descend: {
			5: "google.protobuf.Struct",
			6: "google.protobuf.ListValue"
		},
		arms: new Set([
			1,
			2,
			3,
			4,
			5,
			6
		]),
		armWireTypes: {
			1: 0,
			2: 1,
			3: 2,
			4: 0,
			5: 2,
			6: 2
		}
	},
	"google.protobuf.ListValue": {
		singular: /* @__PURE__ */ new Set(),
		descend: { 1: "google.protobuf.Value" }
	}
};
/** Envelope entry number -> event message name, all descended into. */
const ENVELOPE_SCAN = {
	1: "TextMessageStartEvent",
	2: "TextMessageContentEvent",
	3: "TextMessageEndEvent",
	4: "ToolCallStartEvent",
	5: "ToolCallArgsEvent",
	6: "ToolCallEndEvent",
	7: "StateSnapshotEvent",
	8: "StateDeltaEvent",
	9: "MessagesSnapshotEvent",
	10: "RawEvent",
	11: "CustomEvent",
	12: "RunStartedEvent",
	13: "RunFinishedEvent",
	14: "RunErrorEvent",
	15: "StepStartedEvent",
	16: "StepFinishedEvent",
	17: "TextMessageChunkEvent",
	18: "ToolCallChunkEvent",
	19: "SubagentStartedEvent",
	20: "SubagentFinishedEvent",
	21: "SubagentErrorEvent",
	22: "ToolCallResultEvent",
	23: "ActivitySnapshotEvent",
	24: "ActivityDeltaEvent",
	25: "ReasoningStartEvent",
	26: "ReasoningMessageStartEvent",
	27: "ReasoningMessageContentEvent",
	28: "ReasoningMessageEndEvent",
	29: "ReasoningMessageChunkEvent",
	30: "ReasoningEndEvent",
	31: "ReasoningEncryptedValueEvent"
};
function readVarint(data, cursor) {
	let result = 0;
	let shift = 0;
	for (;;) {
		if (cursor.offset >= data.length) throw new Error("Invalid event");
		const byte = data[cursor.offset++];
		if (shift < 28) result += (byte & 127) * 2 ** shift;
		else if (shift === 28) result += (byte & 15) * 2 ** 28;
		shift += 7;
		if ((byte & 128) === 0) return result;
	}
}
/** Walks one message level of the scan graph, recursing along descend edges. */
function scanMessage(data, spec) {
	const cursor = { offset: 0 };
	let groupDepth = 0;
	let seenArm = 0;
	while (cursor.offset < data.length) {
		const tag = readVarint(data, cursor);
		const field = Math.floor(tag / 8);
		const wireType = tag % 8;
		if (field === 0) throw new Error("Invalid event");
		if (wireType === 3) {
			groupDepth += 1;
			continue;
		}
		if (wireType === 4) {
			groupDepth -= 1;
			if (groupDepth < 0) throw new Error("Invalid event");
			continue;
		}
		if (wireType === 0) readVarint(data, cursor);
		else if (wireType === 1) cursor.offset += 8;
		else if (wireType === 2) {
			const length = readVarint(data, cursor);
			if (cursor.offset + length > data.length) throw new Error("Invalid event");
			if (groupDepth === 0) {
				if (spec.arms?.has(field)) {
					if (seenArm !== 0 && seenArm !== field) throw new Error("Invalid event");
					seenArm = field;
				}
				const child = spec.descend[field];
				if (child !== void 0) {
					const childSpec = SCAN_SPECS[child];
					if (childSpec !== void 0) scanMessage(data.subarray(cursor.offset, cursor.offset + length), childSpec);
				}
			}
			cursor.offset += length;
		} else if (wireType === 5) cursor.offset += 4;
		else throw new Error("Invalid event");
		if (cursor.offset > data.length) throw new Error("Invalid event");
	}
	if (groupDepth !== 0) throw new Error("Invalid event");
}
/**
* Rejects an envelope naming different known event kinds, then checks each
* payload. Repeated occurrences of the same kind merge during decoding.
* Unknown fields are protobuf's to ignore, repeated or not.
*/
function assertWellFormedEnvelope(data) {
	const seen = /* @__PURE__ */ new Set();
	const cursor = { offset: 0 };
	let groupDepth = 0;
	while (cursor.offset < data.length) {
		const tag = readVarint(data, cursor);
		const field = Math.floor(tag / 8);
		const wireType = tag % 8;
		if (field === 0) throw new Error("Invalid event");
		if (wireType === 3) {
			groupDepth += 1;
			continue;
		}
		if (wireType === 4) {
			groupDepth -= 1;
			if (groupDepth < 0) throw new Error("Invalid event");
			continue;
		}
		if (groupDepth === 0 && ENVELOPE_TAGS.has(field)) {
			if (seen.size > 0 && !seen.has(field)) throw new Error("Invalid event");
			seen.add(field);
		}
		if (wireType === 0) readVarint(data, cursor);
		else if (wireType === 1) cursor.offset += 8;
		else if (wireType === 2) {
			const length = readVarint(data, cursor);
			if (cursor.offset + length > data.length) throw new Error("Invalid event");
			if (groupDepth === 0) {
				const child = ENVELOPE_SCAN[field];
				if (child !== void 0) {
					const childSpec = SCAN_SPECS[child];
					if (childSpec !== void 0) scanMessage(data.subarray(cursor.offset, cursor.offset + length), childSpec);
				}
			}
			cursor.offset += length;
		} else if (wireType === 5) cursor.offset += 4;
		else throw new Error("Invalid event");
		if (cursor.offset > data.length) throw new Error("Invalid event");
	}
	if (groupDepth !== 0) throw new Error("Invalid event");
}
function concatenate(parts) {
	if (parts.length === 1) return parts[0];
	const result = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
	let offset = 0;
	for (const part of parts) {
		result.set(part, offset);
		offset += part.length;
	}
	return result;
}
/**
* ts-proto replaces singular messages instead of merging them. Combine their
* wire payloads before decoding so explicit scalar defaults, repeated arrays,
* maps and nested message presence survive. Already canonical bytes are reused.
*/
function mergeMessageFields(data, spec) {
	const reader = new BinaryReader(data);
	const fields = [];
	const positions = /* @__PURE__ */ new Map();
	let activeArm;
	let changed = false;
	while (reader.pos < reader.len) {
		const start = reader.pos;
		const [number, wireType] = reader.tag();
		const payload = wireType === 2 ? reader.bytes() : void 0;
		if (payload === void 0) reader.skip(wireType, number);
		const isArm = spec.arms?.has(number) && wireType === (spec.armWireTypes?.[number] ?? 2);
		if (isArm) {
			if (activeArm !== void 0 && activeArm !== number) {
				const previous = positions.get(activeArm);
				if (previous !== void 0) fields[previous] = void 0;
				positions.delete(activeArm);
				changed = true;
			}
			activeArm = number;
			if (!spec.singular.has(number)) {
				const previous = positions.get(number);
				if (previous !== void 0) {
					fields[previous] = void 0;
					positions.delete(number);
					changed = true;
				}
			}
		}
		const childName = spec.descend[number] ?? spec.google?.[number];
		const isMessage = payload !== void 0 && (spec.singular.has(number) || childName !== void 0);
		const previous = positions.get(number);
		const previousPayloads = previous === void 0 ? void 0 : fields[previous]?.payloads;
		if (isMessage && spec.singular.has(number) && previousPayloads !== void 0) {
			previousPayloads.push(payload);
			changed = true;
			continue;
		}
		if (isMessage || isArm) positions.set(number, fields.length);
		fields.push({
			number,
			raw: data.subarray(start, reader.pos),
			...isMessage && { payloads: [payload] },
			child: childName === void 0 ? void 0 : SCAN_SPECS[childName]
		});
	}
	const parts = [];
	for (const field of fields) {
		if (field === void 0) continue;
		if (field.payloads !== void 0) {
			const combined = concatenate(field.payloads);
			const merged = field.child === void 0 ? combined : mergeMessageFields(combined, field.child);
			if (field.payloads.length > 1 || merged !== combined) {
				parts.push(new BinaryWriter().uint32(field.number * 8 + 2).bytes(merged).finish());
				changed = true;
				continue;
			}
		}
		parts.push(field.raw);
	}
	return changed ? concatenate(parts) : data;
}
/**
* The envelope carried nothing but variants this build was not compiled
* against — an event from a later protocol, rather than broken bytes.
*
* Kept distinct from a decode failure on purpose. An SSE reader hands such an
* event to the pipeline, which drops it with a warning and carries on; the
* binary reader cannot hand it over at all, because an unknown arm has no type
* string to put on it. Naming the case lets the caller drop the frame the same
* way, so a producer that adds an event does not kill every binary client
* while text clients sail past it.
*/
var AGUIUnknownEventTypeError = class extends Error {
	constructor(message = "Unknown event type") {
		super(message);
		this.name = "AGUIUnknownEventTypeError";
	}
};
/**
* Reads a varint that must fit the width its position allows, returning -1 for
* anything unreadable or too wide.
*
* readVarint above deliberately MASKS the overflow bits instead, mirroring the
* wire reader so that an overlong tag cannot dodge duplicate detection. The
* walkers below want the opposite: masking would quietly turn a field number
* or a length that no protobuf encoder can produce into a smaller, plausible
* one, and broken bytes would read as a well-formed message.
*
* The line these walkers hold is well-formed PROTOBUF, never conformance to a
* schema. A tag or a length that overflows its width is not protobuf at all; a
* field number protobuf reserves by convention still is, and judging that would
* be judging the shape of an arm this build was never compiled against.
*/
function boundedVarint(data, cursor, maxBytes, lastByteMax) {
	let result = 0;
	let shift = 0;
	let bytes = 0;
	for (;;) {
		if (cursor.offset >= data.length || bytes >= maxBytes) return -1;
		const byte = data[cursor.offset++];
		bytes += 1;
		if (bytes === maxBytes && byte > lastByteMax) return -1;
		result += (byte & 127) * 2 ** shift;
		shift += 7;
		if ((byte & 128) === 0) return result;
	}
}
/**
* A tag and a length are both uint32 on the wire: five bytes, the last holding
* four bits. Capping a tag there caps the field number at protobuf's own
* maximum, since the tag is the field number shifted left by three.
*/
const varint32 = (data, cursor) => boundedVarint(data, cursor, 5, 15);
/** A varint-typed VALUE is uint64: ten bytes, the last holding one bit. */
const varint64 = (data, cursor) => boundedVarint(data, cursor, 10, 1);
/**
* Whether the given bytes walk cleanly as a protobuf message.
*
* Used on the payload of an arm this build does not know, where nothing else
* can vouch for it: the generated parser skips an unknown field without ever
* reading inside it, so bytes that encode no message at all would otherwise be
* indistinguishable from an event from the future.
*
* Deliberately a WELL-FORMEDNESS check and nothing more. It asks whether the
* bytes are a protobuf message, never whether they are an AG-UI event — an arm
* this build has not been compiled against may be shaped in ways this version
* cannot anticipate, and demanding a familiar shape would reject exactly the
* future events this whole path exists to survive. For the same reason it does
* not recurse: at this level a length-delimited run of bytes is equally a
* nested message, a string or a blob, so its insides settle nothing either way.
*/
function walksAsMessage(data) {
	const cursor = { offset: 0 };
	const groups = [];
	while (cursor.offset < data.length) {
		const tag = varint32(data, cursor);
		if (tag < 0) return false;
		const field = Math.floor(tag / 8);
		const wireType = tag % 8;
		if (field === 0) return false;
		if (wireType === 3) groups.push(field);
		else if (wireType === 4) {
			if (groups.pop() !== field) return false;
		} else if (wireType === 0) {
			if (varint64(data, cursor) < 0) return false;
		} else if (wireType === 1) cursor.offset += 8;
		else if (wireType === 5) cursor.offset += 4;
		else if (wireType === 2) {
			const length = varint32(data, cursor);
			if (length < 0 || cursor.offset + length > data.length) return false;
			cursor.offset += length;
		} else return false;
		if (cursor.offset > data.length) return false;
	}
	return groups.length === 0;
}
/**
* Whether the frame names one or more arms from a later protocol and nothing
* this build could have read.
*
* Only consulted once the generated parser has found no known arm, because a
* frame that DOES carry one is already answered: protobuf ignores unknown
* fields, and this envelope is no exception — a later version may add fields
* beside the arms, and rejecting a frame for carrying one would break every
* older reader the moment it shipped. That rule is settled and tested.
*
* With no known arm the frame is either an event this build predates or broken
* bytes, and the two must not share an answer. A known tag that failed to
* parse, or any tag of a wire type no arm uses, means broken; at least one
* unknown length-delimited field whose payload walks as a message means an
* event from the future, which the caller drops the way enforcement drops an
* unrecognised event off an SSE stream.
*/
function namesOnlyFutureArms(data) {
	const cursor = { offset: 0 };
	const groups = [];
	let future = 0;
	while (cursor.offset < data.length) {
		const tag = varint32(data, cursor);
		if (tag < 0) return false;
		const field = Math.floor(tag / 8);
		const wireType = tag % 8;
		if (field === 0) return false;
		const atTopLevel = groups.length === 0;
		if (wireType === 3) {
			if (atTopLevel && ENVELOPE_TAGS.has(field)) return false;
			groups.push(field);
		} else if (wireType === 4) {
			if (groups.pop() !== field) return false;
		} else if (wireType === 0) {
			if (atTopLevel && ENVELOPE_TAGS.has(field)) return false;
			if (varint64(data, cursor) < 0) return false;
		} else if (wireType === 1) {
			if (atTopLevel && ENVELOPE_TAGS.has(field)) return false;
			cursor.offset += 8;
		} else if (wireType === 5) {
			if (atTopLevel && ENVELOPE_TAGS.has(field)) return false;
			cursor.offset += 4;
		} else if (wireType === 2) {
			const length = varint32(data, cursor);
			if (length < 0 || cursor.offset + length > data.length) return false;
			if (atTopLevel) {
				if (ENVELOPE_TAGS.has(field)) return false;
				if (!walksAsMessage(data.subarray(cursor.offset, cursor.offset + length))) return false;
				future += 1;
			}
			cursor.offset += length;
		} else return false;
		if (cursor.offset > data.length) return false;
	}
	return groups.length === 0 && future > 0;
}
function decode(data) {
	assertWellFormedEnvelope(data);
	const envelope = Event.decode(mergeMessageFields(data, {
		singular: ENVELOPE_TAGS,
		descend: ENVELOPE_SCAN
	}));
	const populated = Object.entries(envelope).filter(([, value]) => value !== void 0);
	if (populated.length !== 1) {
		if (populated.length === 0 && namesOnlyFutureArms(data)) throw new AGUIUnknownEventTypeError();
		throw new Error("Invalid event");
	}
	const entry = populated[0];
	const entryType = ENVELOPE_TYPE[entry[0]];
	if (entryType === void 0) throw new Error("Invalid event");
	const decoded = entry[1];
	const base = asRecord(decoded.baseEvent);
	if (!base) throw new Error("Invalid event");
	const declaredType = EventType$1[base.type];
	if (declaredType !== entryType) throw new Error("Invalid event: envelope carries " + entryType + " but the base event declares " + String(declaredType));
	decoded.type = entryType;
	decoded.timestamp = base.timestamp;
	decoded.rawEvent = base.rawEvent;
	if (base.metadata !== void 0) decoded.metadata = base.metadata;
	delete decoded.baseEvent;
	if (decoded.type === "MESSAGES_SNAPSHOT" && Array.isArray(decoded.messages)) decoded.messages = decoded.messages.map(fromWireMessage).filter((message) => message !== void 0);
	if (decoded.type === "RUN_FINISHED") {
		const record = decoded;
		const wireOutcome = typeof record.outcome === "string" && record.outcome !== "" ? record.outcome : void 0;
		const payload = {};
		payload.pendingToolCallIds = record.pendingToolCallIds;
		delete record.pendingToolCallIds;
		payload.interrupts = record.interrupts;
		delete record.interrupts;
		delete record.outcome;
		if (wireOutcome === void 0) {
			if (asArray(payload.pendingToolCallIds).length > 0) record.pendingToolCallIds = payload.pendingToolCallIds;
			if (asArray(payload.interrupts).length > 0) record.interrupts = payload.interrupts;
		}
		if (wireOutcome === "success") record.outcome = {
			type: "success",
			...asArray(payload.pendingToolCallIds).length > 0 ? { pendingToolCallIds: payload.pendingToolCallIds } : {},
			...asArray(payload.interrupts).length > 0 ? { interrupts: payload.interrupts } : {}
		};
		if (wireOutcome === "interrupt") record.outcome = {
			type: "interrupt",
			interrupts: asArray(payload.interrupts),
			...asArray(payload.pendingToolCallIds).length > 0 ? { pendingToolCallIds: payload.pendingToolCallIds } : {}
		};
		if (wireOutcome === "cancelled") record.outcome = {
			type: "cancelled",
			...asArray(payload.pendingToolCallIds).length > 0 ? { pendingToolCallIds: payload.pendingToolCallIds } : {},
			...asArray(payload.interrupts).length > 0 ? { interrupts: payload.interrupts } : {}
		};
		if (wireOutcome !== void 0 && ![
			"success",
			"interrupt",
			"cancelled"
		].includes(wireOutcome)) record.outcome = {
			type: wireOutcome,
			...asArray(payload.pendingToolCallIds).length > 0 ? { pendingToolCallIds: payload.pendingToolCallIds } : {},
			...asArray(payload.interrupts).length > 0 ? { interrupts: payload.interrupts } : {}
		};
	}
	if (decoded.type === "SUBAGENT_FINISHED") {
		const record = decoded;
		const wireOutcome = typeof record.outcome === "string" && record.outcome !== "" ? record.outcome : void 0;
		const payload = {};
		payload.interruptIds = record.interruptIds;
		delete record.interruptIds;
		delete record.outcome;
		if (wireOutcome === void 0) {
			if (asArray(payload.interruptIds).length > 0) record.interruptIds = payload.interruptIds;
		}
		if (wireOutcome === "success") record.outcome = {
			type: "success",
			...asArray(payload.interruptIds).length > 0 ? { interruptIds: payload.interruptIds } : {}
		};
		if (wireOutcome === "suspended") record.outcome = {
			type: "suspended",
			...asArray(payload.interruptIds).length > 0 ? { interruptIds: payload.interruptIds } : {}
		};
		if (wireOutcome !== void 0 && !["success", "suspended"].includes(wireOutcome)) record.outcome = {
			type: wireOutcome,
			...asArray(payload.interruptIds).length > 0 ? { interruptIds: payload.interruptIds } : {}
		};
	}
	if (decoded.type === "STATE_DELTA" && Array.isArray(decoded.delta)) decoded.delta = decoded.delta.map((operation) => {
		const opName = JsonPatchOperationType[operation.op];
		operation.op = typeof opName === "string" && opName !== "UNRECOGNIZED" ? opName.toLowerCase() : String(operation.op);
		Object.keys(operation).forEach((key) => {
			if (operation[key] === void 0) delete operation[key];
		});
		return operation;
	});
	if (decoded.type === "ACTIVITY_DELTA" && Array.isArray(decoded.patch)) decoded.patch = decoded.patch.map((operation) => {
		const opName = JsonPatchOperationType[operation.op];
		operation.op = typeof opName === "string" && opName !== "UNRECOGNIZED" ? opName.toLowerCase() : String(operation.op);
		Object.keys(operation).forEach((key) => {
			if (operation[key] === void 0) delete operation[key];
		});
		return operation;
	});
	if (decoded.type === "RUN_FINISHED") {
		if (Array.isArray(decoded.usage) && decoded.usage.length === 0) delete decoded.usage;
	}
	if (decoded.type === "RUN_ERROR") {
		if (Array.isArray(decoded.usage) && decoded.usage.length === 0) delete decoded.usage;
	}
	if (decoded.type === "TOOL_CALL_RESULT") {
		const record = decoded;
		if (record.content !== void 0 && asArray(record.contentParts).length > 0) throw new Error("Invalid event: content carries both string content and content parts");
		if (record.content === void 0) record.content = asArray(record.contentParts).map((part) => {
			const mapped = fromProtoContentPart(part);
			if (mapped === void 0) warnDroppedContentPart();
			return mapped;
		}).filter((part) => part !== void 0);
		delete record.contentParts;
	}
	if (decoded.type === "RUN_STARTED" && decoded.input !== void 0) decoded.input = fromWireRunAgentInput(decoded.input);
	dropUndefinedDeep(decoded);
	return decoded;
}

//#endregion
//#region src/index.ts
const AGUI_MEDIA_TYPE = "application/vnd.ag-ui.event+proto";

//#endregion

//# sourceMappingURL=index.mjs.map

/***/ })

};
