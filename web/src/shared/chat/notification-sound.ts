let context: AudioContext | null = null;

/** The tone: a short, soft two-note chime (no audio file to download). */
const NOTES = [
  { frequency: 880, at: 0 },
  { frequency: 1320, at: 0.09 },
] as const;
const NOTE_SECONDS = 0.12;
const VOLUME = 0.08;

function audio(): AudioContext | null {
  if (typeof AudioContext !== 'function') return null;
  context ??= new AudioContext();
  return context;
}

/** Plays the new-message chime, synthesized with WebAudio. Silent where the browser forbids it. */
export function playMessageSound(): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    // note: browsers suspend audio until the user has interacted with the page; then it stays silent.
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    for (const note of NOTES) {
      const start = ctx.currentTime + note.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      gain.gain.setValueAtTime(VOLUME, start);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + NOTE_SECONDS);
    }
  } catch {
    // A sound is a nicety: a browser without audio output just stays quiet.
  }
}
