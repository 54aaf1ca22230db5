import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';

function Clock({ endsAt, offsetMs, onExpire, onTick }: { endsAt: string; offsetMs: number; onExpire: () => void; onTick?: (s: number) => void }) {
  const seconds = useCountdown(endsAt, offsetMs, { onExpire, onTick });
  return <Countdown seconds={seconds} />;
}

const START = Date.parse('2030-01-01T12:00:00.000Z');
const ENDS_AT = '2030-01-01T12:03:00.000Z';

describe('the countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts mm:ss down from the server’s end time and ends once at 00:00', () => {
    const onExpire = vi.fn();
    renderUi(<Clock endsAt={ENDS_AT} offsetMs={0} onExpire={onExpire} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('03:00');

    act(() => void vi.advanceTimersByTime(61_000));
    expect(timer).toHaveTextContent('01:59');
    expect(onExpire).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(119_000));
    expect(timer).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('trusts the server’s clock: a page clock 2 minutes slow still shows the time really left', () => {
    // The server said "now" was START when the page read START - 120 s: offset +120 s.
    vi.setSystemTime(START - 120_000);
    renderUi(<Clock endsAt={ENDS_AT} offsetMs={120_000} onExpire={() => {}} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('03:00');
  });

  it('turns urgent in the last 30 seconds and reports each new second', () => {
    const onTick = vi.fn();
    renderUi(<Clock endsAt={ENDS_AT} offsetMs={0} onExpire={() => {}} onTick={onTick} />);
    act(() => void vi.advanceTimersByTime(150_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:30');
    expect(screen.getByRole('timer').closest('.countdown')).toHaveClass('countdown--urgent');
    expect(onTick).toHaveBeenCalledWith(60);
    expect(onTick).toHaveBeenLastCalledWith(30);
  });

  it('reads in French too', () => {
    renderUi(<Clock endsAt={ENDS_AT} offsetMs={0} onExpire={() => {}} />, { locale: 'fr' });
    expect(screen.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('03:00');
  });
});
