import { DEVICES, DISPLAY_MODES, type SafeAreaInsets, THEMES } from "@gift-finder/shared";
import { HOST_APIS } from "../../shared/hostApi.ts";
import { FIXTURE_NAMES } from "../backend/fixtures.ts";
import { HOST_QUIRK_IDS, HOST_QUIRKS, type HostQuirk } from "../quirks.ts";
import { MODES, type SimulatorSettings } from "../settings.ts";
import type { SimulatorHost } from "../simulatorHost.ts";
import type { SimulatorState } from "../simulatorState.ts";

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

function parseInsets(text: string): SafeAreaInsets | undefined {
  const [top, right, bottom, left] = text.split(",").map((part) => Number(part.trim()));
  const all = [top, right, bottom, left];
  if (all.some((n) => n === undefined || !Number.isFinite(n) || n < 0)) return undefined;
  return { top: top ?? 0, right: right ?? 0, bottom: bottom ?? 0, left: left ?? 0 };
}

interface ControlsProps {
  readonly host: SimulatorHost;
  readonly settings: SimulatorSettings;
}

export function ControlsBar({ host, state }: { host: SimulatorHost; state: SimulatorState }) {
  const { settings } = state;
  return (
    <section className="controls" aria-label="Host controls">
      <HostControls host={host} settings={settings} />
      <SurroundingsControls host={host} settings={settings} />
      <QuirkControls host={host} settings={settings} />
      <WidgetControls host={host} />
    </section>
  );
}

/** Which host is simulated: live server or fixtures, and which host API the widget gets. */
function HostControls({ host, settings }: ControlsProps) {
  return (
    <fieldset>
      <legend>Host</legend>
      <Select label="Mode" value={settings.mode} options={MODES} onChange={(mode) => void host.setHostShape({ mode })} />
      {settings.mode === "fixtures" && (
        <Select
          label="Fixture"
          value={settings.fixture}
          options={FIXTURE_NAMES}
          onChange={(fixture) => void host.setHostShape({ fixture })}
        />
      )}
      <Select label="Host API" value={settings.api} options={HOST_APIS} onChange={(api) => void host.setHostShape({ api })} />
    </fieldset>
  );
}

/** What the host tells the widget about where it is shown. */
function SurroundingsControls({ host, settings }: ControlsProps) {
  const { top, right, bottom, left } = settings.safeArea;
  return (
    <fieldset>
      <legend>Surroundings</legend>
      <Select label="Theme" value={settings.theme} options={THEMES} onChange={(theme) => host.setSurroundings({ theme })} />
      <label>
        Locale
        <input
          size={6}
          defaultValue={settings.locale}
          onBlur={(event) => host.setSurroundings({ locale: event.target.value || "en-US" })}
        />
      </label>
      <Select
        label="Display mode"
        value={settings.displayMode}
        options={DISPLAY_MODES}
        onChange={(displayMode) => host.setSurroundings({ displayMode })}
      />
      <Select label="Device" value={settings.device} options={DEVICES} onChange={(device) => host.setSurroundings({ device })} />
      <label>
        Max height
        <input
          type="number"
          min={100}
          step={20}
          value={settings.maxHeight}
          onChange={(event) => host.setSurroundings({ maxHeight: Math.max(100, Number(event.target.value)) })}
        />
      </label>
      <label>
        Safe area (t,r,b,l)
        <input
          size={10}
          defaultValue={[top, right, bottom, left].join(",")}
          onBlur={(event) => {
            const safeArea = parseInsets(event.target.value);
            if (safeArea) host.setSurroundings({ safeArea });
          }}
        />
      </label>
    </fieldset>
  );
}

/** Known ways real hosts differ from the specification, switched on one by one. */
function QuirkControls({ host, settings }: ControlsProps) {
  const toggleQuirk = (quirk: HostQuirk, on: boolean) =>
    void host.setHostShape({ quirks: on ? [...settings.quirks, quirk] : settings.quirks.filter((q) => q !== quirk) });
  return (
    <fieldset>
      <legend>Host quirks</legend>
      {HOST_QUIRK_IDS.map((quirk) => (
        <label key={quirk} title={HOST_QUIRKS[quirk].description}>
          <input type="checkbox" checked={settings.quirks.includes(quirk)} onChange={(event) => toggleQuirk(quirk, event.target.checked)} />
          {HOST_QUIRKS[quirk].label}
        </label>
      ))}
    </fieldset>
  );
}

/** What a host can do to a widget it shows. */
function WidgetControls({ host }: Pick<ControlsProps, "host">) {
  return (
    <fieldset>
      <legend>Widget</legend>
      <button type="button" onClick={() => void host.rerender()}>
        Re-render
      </button>
      <button type="button" onClick={() => void host.reloadWidget()}>
        Reload widget
      </button>
      <button type="button" onClick={() => host.cancelToolCall()}>
        Cancel tool call
      </button>
      <button type="button" onClick={() => void host.closeWidget()}>
        Close widget
      </button>
      <button type="button" onClick={() => void host.refreshConnector()}>
        Refresh connector
      </button>
    </fieldset>
  );
}
