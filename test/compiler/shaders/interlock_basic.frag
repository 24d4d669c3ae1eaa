#version 450 core
// Read-modify-write under fragment shader interlock, after the logic of the
// Vulkan CTS dEQP-VK.fragment_shader_interlock.basic.* fragment shader (P5).
// Each overlapping full-screen quad (primID) sets its bit(s) in a per-pixel
// (or per-sample) word; ordered modes first check that every earlier
// primitive's bits are already there and clobber the word otherwise.
//
// Variants are chosen with defines inserted after #version:
//   RES_IMAGE (storage image) or RES_SSBO (storage buffer)
//   INTERLOCK_LAYOUT: pixel_interlock_ordered, pixel_interlock_unordered,
//                     sample_interlock_ordered, sample_interlock_unordered
//   ORDERED 0/1, SAMPLE_INTERLOCK 0/1 (one word per sample), KILL_ODD 0/1
//   DIM (framebuffer width), SAMPLES (raster samples)
#extension GL_ARB_fragment_shader_interlock : require

#ifndef INTERLOCK_LAYOUT
#define INTERLOCK_LAYOUT pixel_interlock_ordered
#define ORDERED 1
#endif
#ifndef ORDERED
#define ORDERED 1
#endif
#ifndef SAMPLE_INTERLOCK
#define SAMPLE_INTERLOCK 0
#endif
#ifndef KILL_ODD
#define KILL_ODD 0
#endif
#ifndef DIM
#define DIM 16
#endif
#ifndef SAMPLES
#define SAMPLES 1
#endif
#if !defined(RES_IMAGE) && !defined(RES_SSBO)
#define RES_IMAGE
#endif

layout(INTERLOCK_LAYOUT) in;

layout(set = 0, binding = 0, r32ui) coherent uniform uimage2D resultImage;
layout(set = 0, binding = 1, std430) coherent buffer ResultBuffer { uint words[]; } resultBuffer;
layout(location = 0) flat in int primID;

void main()
{
    ivec2 xy = ivec2(gl_FragCoord.xy);
    uint rowStride = uint(DIM);
#if SAMPLE_INTERLOCK
    // One word per sample, samples side by side along x; one bit per primitive.
    xy.x = xy.x * SAMPLES + gl_SampleID;
    rowStride *= uint(SAMPLES);
    uint bits = 1u << uint(primID);
    uint earlier = bits - 1u;
#else
    // One word per pixel; each primitive owns SAMPLES bits holding its coverage.
    uint bits = uint(gl_SampleMaskIn[0]) << uint(primID * SAMPLES);
    uint earlier = (1u << uint(primID * SAMPLES)) - 1u;
#endif

#if KILL_ODD
    // Discard before the interlock for part of the image...
    if (xy.y < DIM / 4 && (xy.x & 1) != 0) discard;
#endif
    beginInvocationInterlockARB();
#if KILL_ODD
    // ...and inside it.
    if ((xy.x & 1) != 0) discard;
#endif

#ifdef RES_IMAGE
    uint value = imageLoad(resultImage, xy).x;
#else
    uint index = uint(xy.y) * rowStride + uint(xy.x);
    uint value = resultBuffer.words[index];
#endif

#if ORDERED
    value = (value & earlier) == earlier ? (value | bits) : 0u;
#else
    value |= bits;
#endif

#ifdef RES_IMAGE
    imageStore(resultImage, xy, uvec4(value, 0u, 0u, 0u));
#else
    resultBuffer.words[index] = value;
#endif
    endInvocationInterlockARB();
#if KILL_ODD
    discard;
#endif
}
