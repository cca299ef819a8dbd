// A scanner's answer by ear (notes/documents.md "Scanning"): a short high blip when a scan is taken, a low buzz
// when it is refused — the person is looking at the goods, not the screen.

let context: AudioContext | null = null;

function tone(frequency: number, seconds: number, type: OscillatorType): void {
  const Audio = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return;
  try {
    context ??= new Audio();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
  } catch {
    // no sound device: the message on screen still says it
  }
}

export const scanAccepted = (): void => tone(1760, 0.08, 'sine');
export const scanRefused = (): void => tone(220, 0.35, 'square');
