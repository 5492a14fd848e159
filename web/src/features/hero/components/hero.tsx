import { HERO_MIN_HEIGHT_PX } from '@core/constants';
import { whatsappLink } from '@core/links';
import { useEffect, useRef, type MouseEvent } from 'react';
import { NewTabLink } from '@/components/ui/new-tab-link';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useT } from '@/i18n/use-language';

const VIDEO_SRC = '/videos/hero.mp4';
const POSTER_SRC = '/images/hero-poster.webp';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Data Saver / "Lite" mode on Android Chrome: do not spend the visitor's data on a decorative video. */
function wantsToSaveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

interface HeroProps {
  /** Set by the home page 500 ms after it mounts; fades the text in. */
  isLaunched: boolean;
  /** Id of the plot search section the first call to action scrolls to. */
  searchSectionId: string;
  whatsappNumber: string | undefined;
}

/** Full-viewport hero: a muted looping video of a plotted layout behind the headline and two calls to action. */
export function Hero({ isLaunched, searchSectionId, whatsappNumber }: HeroProps) {
  const t = useT('home').hero;
  // The server renders no video (it cannot know the visitor's setting); it starts after hydration.
  const reducedMotion = useMediaQuery(REDUCED_MOTION, true);
  const showVideo = !reducedMotion && !wantsToSaveData();

  function exploreClick(event: MouseEvent<HTMLAnchorElement>) {
    // Scroll without a hash navigation, then move focus so keyboard users land in the search.
    const target = document.getElementById(searchSectionId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <section
      aria-labelledby="hero-heading"
      style={{ minHeight: HERO_MIN_HEIGHT_PX }}
      className="relative isolate flex h-svh items-center justify-center overflow-hidden bg-brand-800 text-white"
    >
      <img
        src={POSTER_SRC}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {showVideo ? <HeroVideo /> : null}
      {/* Darkening keeps white text at good contrast over the brightest frames. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-black/50 via-black/35 to-black/65" />

      <div
        className={`mx-auto max-w-4xl px-5 pt-16 text-center transition-all duration-700 ease-out ${
          isLaunched ? 'translate-y-0 opacity-100' : 'translate-y-4 opacity-0'
        }`}
      >
        <p className="inline-block rounded-full border border-white/30 bg-black/25 px-4 py-1.5 text-xs font-semibold tracking-wider text-accent-400 uppercase sm:text-sm">
          {t.kicker.place}
          <span className="hidden sm:inline">{t.kicker.region}</span>
          {t.kicker.state}
        </p>
        <h1
          id="hero-heading"
          className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance [text-shadow:0_2px_12px_rgb(0_0_0/0.45)] sm:text-5xl lg:text-6xl"
        >
          {t.heading}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/90 [text-shadow:0_1px_8px_rgb(0_0_0/0.5)] sm:text-xl">
          {t.lead}
        </p>
        <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <a
            href={`#${searchSectionId}`}
            onClick={exploreClick}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-accent-400 px-7 text-base font-bold text-brand-800 shadow-lg transition-colors hover:bg-accent-500"
          >
            {t.explore}
          </a>
          {whatsappNumber ? (
            <NewTabLink
              href={whatsappLink(whatsappNumber, t.whatsappMessage)}
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border-2 border-white/80 bg-black/20 px-7 text-base font-bold text-white backdrop-blur-sm transition-colors hover:bg-white hover:text-brand-800"
            >
              {t.whatsapp}
            </NewTabLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The background video; paused while scrolled out of view to spare cheap phones' batteries. */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property; set it before play() so autoplay policies always allow it.
    video.muted = true;
    const play = () => void video.play().catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  return (
    <video
      ref={ref}
      className="absolute inset-0 -z-20 h-full w-full object-cover"
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      poster={POSTER_SRC}
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    >
      <source src={VIDEO_SRC} type="video/mp4" />
    </video>
  );
}
