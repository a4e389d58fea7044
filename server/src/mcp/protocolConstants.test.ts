import { RESOURCE_MIME_TYPE as EXT_APPS_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import {
  LoggingLevelSchema,
  SUPPORTED_PROTOCOL_VERSIONS as SDK_VERSIONS,
  ErrorCode as SdkErrorCode,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { ErrorCode, LOGGING_LEVELS, RESOURCE_MIME_TYPE, SUPPORTED_PROTOCOL_VERSIONS } from "./protocolConstants.ts";

describe("protocol constants written out for a light start", () => {
  it("are the SDK's and ext-apps' own values", () => {
    for (const [name, code] of Object.entries(ErrorCode)) expect(code, name).toBe(SdkErrorCode[name as keyof typeof SdkErrorCode]);
    expect(SUPPORTED_PROTOCOL_VERSIONS).toEqual(SDK_VERSIONS);
    expect(LOGGING_LEVELS).toEqual(LoggingLevelSchema.options);
    expect(RESOURCE_MIME_TYPE).toBe(EXT_APPS_MIME_TYPE);
  });
});
