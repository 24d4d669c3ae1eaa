#version 450 core
// C4, S9: a discard early exit taken inside the ordered section. Every
// invocation adds 1 to its pixel's counter right after entering; the
// invocations of primitive DISCARD_PRIM then discard and the others add 1
// more before the end. primID is flat, so the waves of that primitive lose
// all their lanes and leave through the discard early exit after having set
// the packer register — that exit must send ORDERED_PS_DONE itself, or the
// later overlapping waves wait forever.
//   DIM (framebuffer width), DISCARD_PRIM (the discarding primitive)
#extension GL_ARB_fragment_shader_interlock : require

#ifndef DIM
#define DIM 16
#endif
#ifndef DISCARD_PRIM
#define DISCARD_PRIM 1
#endif

layout(pixel_interlock_ordered) in;

layout(set = 0, binding = 0, std430) coherent buffer Counts { uint words[]; } counts;
layout(location = 0) flat in int primID;

void main()
{
    uvec2 p = uvec2(gl_FragCoord.xy);
    uint index = p.y * uint(DIM) + p.x;
    beginInvocationInterlockARB();
    counts.words[index] += 1u;
    if (primID == DISCARD_PRIM) discard;
    counts.words[index] += 1u;
    endInvocationInterlockARB();
}
