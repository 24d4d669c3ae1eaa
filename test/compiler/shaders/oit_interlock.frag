#version 450 core
// Order-independent transparency with fragment shader interlock, after the
// interlock algorithm of nvpro-samples/vk_order_independent_transparency (P1,
// P2): each pixel (or sample) keeps the OIT_LAYERS nearest fragments as
// (depth, packed colour) pairs; inside the ordered section a fragment is
// insertion-sorted in, and what falls off the end is blended into a tail
// colour right away ("tail blending"). A later pass composites the layers.
//
// Defines: OIT_LAYERS (default 4); SAMPLE_INTERLOCK 1 for the per-sample
// variant (sample shading + sample interlock, one layer set per sample).
#extension GL_ARB_fragment_shader_interlock : require

#ifndef OIT_LAYERS
#define OIT_LAYERS 4
#endif
#ifndef SAMPLE_INTERLOCK
#define SAMPLE_INTERLOCK 0
#endif

#if SAMPLE_INTERLOCK
layout(sample_interlock_ordered) in;
#else
layout(pixel_interlock_ordered) in;
#endif

// Layer i of the pixel at xy lives at (xy, i); x = depth bits, y = packed colour.
layout(set = 0, binding = 0, rg32ui) coherent uniform uimage2DArray layers;
// Premultiplied colour of everything that did not fit in the layers.
layout(set = 0, binding = 1, rgba16f) coherent uniform image2DArray tail;

layout(location = 0) in vec4 inColor;   // straight alpha
layout(location = 0) out vec4 outColor; // unused; POPS needs an export anyway (S12)

void main()
{
    ivec2 xy = ivec2(gl_FragCoord.xy);
#if SAMPLE_INTERLOCK
    int slice = gl_SampleID * OIT_LAYERS;
    int tailSlice = gl_SampleID;
#else
    int slice = 0;
    int tailSlice = 0;
#endif
    uvec2 candidate = uvec2(floatBitsToUint(gl_FragCoord.z), packUnorm4x8(inColor));

    beginInvocationInterlockARB();
    // Insertion: the nearer of (candidate, stored) stays, the farther moves on.
    // Empty layers hold depth 0xFFFFFFFF (cleared) and sort last.
    for (int i = 0; i < OIT_LAYERS; i++) {
        uvec2 stored = imageLoad(layers, ivec3(xy, slice + i)).xy;
        if (candidate.x < stored.x) {
            imageStore(layers, ivec3(xy, slice + i), uvec4(candidate, 0u, 0u));
            candidate = stored;
        }
    }
    if (candidate.x != 0xFFFFFFFFu) {
        // Blend the evicted fragment under the tail (back-to-front is not
        // guaranteed here; the sample accepts that approximation).
        vec4 c = unpackUnorm4x8(candidate.y);
        vec4 t = imageLoad(tail, ivec3(xy, tailSlice));
        imageStore(tail, ivec3(xy, tailSlice), vec4(t.rgb + c.rgb * c.a * (1.0 - t.a), t.a + c.a * (1.0 - t.a)));
    }
    endInvocationInterlockARB();

    outColor = vec4(0.0);
}
