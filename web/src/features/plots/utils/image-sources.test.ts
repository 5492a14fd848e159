import { describe, expect, it } from 'vitest';
import { imageSources } from './image-sources';

describe('imageSources', () => {
  it('offers the 480 px file of a locally stored image', () => {
    expect(imageSources('/images/0123456789abcdef01234567-960.webp')).toEqual({
      src: '/images/0123456789abcdef01234567-960.webp',
      srcSet: '/images/0123456789abcdef01234567-480.webp 480w, /images/0123456789abcdef01234567-960.webp 960w',
    });
  });

  it('offers the w_480 rendition of a Cloudinary delivery URL, keeping format and quality automatic', () => {
    const url = 'https://res.cloudinary.com/capital-acres/image/upload/f_auto,q_auto,c_limit,w_960/plots/0d9719da5134a82d206b8d87';
    expect(imageSources(url)).toEqual({
      src: url,
      srcSet: `https://res.cloudinary.com/capital-acres/image/upload/f_auto,q_auto,c_limit,w_480/plots/0d9719da5134a82d206b8d87 480w, ${url} 960w`,
    });
  });

  it('does the same with the transformation in the order the Cloudinary SDK writes it, width last', () => {
    const url = 'http://127.0.0.1:4123/amaravati-local/image/upload/c_limit,f_auto,q_auto,w_960/plots/0d9719da5134a82d206b8d87';
    expect(imageSources(url).srcSet).toBe(`http://127.0.0.1:4123/amaravati-local/image/upload/c_limit,f_auto,q_auto,w_480/plots/0d9719da5134a82d206b8d87 480w, ${url} 960w`);
  });

  it('leaves other URLs alone (no width in them, or w_960 only in the file name)', () => {
    expect(imageSources('https://example.com/plot.jpg')).toEqual({ src: 'https://example.com/plot.jpg' });
    expect(imageSources('https://res.cloudinary.com/x/image/upload/plots/w_960')).toEqual({ src: 'https://res.cloudinary.com/x/image/upload/plots/w_960' });
  });
});
